// The demo catalogue seeded into a fresh Studiofront database: services, message-on-hold bundles,
// demo voices with samples, music beds, tax rates, site content and studio settings.
//
// Everything here is demonstration data for the demo shop "Studiofront Demo Studio": the voices are
// synthesised (prisma/seed-assets/generate.sh), the team, partners and clients are fictional. The
// studio edits all of it from the management area afterwards; the seed never overwrites edits.
// Money is in minor units (cents) of CURRENCY; rates are basis points (1 % = 100).

export const CURRENCY = "EUR";

type PricingModel = "PER_WORD" | "PER_PROMPT" | "FLAT" | "BUNDLE" | "QUOTE";
type VoiceGender = "FEMALE" | "MALE" | "NON_BINARY";
type ContentKind = "TEAM_MEMBER" | "PARTNER" | "FAQ" | "ON_AIR" | "PAGE";

export interface CatalogueService {
  slug: string;
  name: string;
  summary: string;
  /** Plain text; paragraphs separated by a blank line. */
  description: string;
  pricingModel: PricingModel;
  /** Price per prompt or message covering `includedWords`, or the flat price. 0 for QUOTE. */
  basePrice: number;
  includedWords: number;
  perWordPrice: number;
  turnaroundDays: number;
  rushFee: number;
  rushTurnaroundDays: number;
  position: number;
}

export interface CatalogueBundle {
  slug: string;
  serviceSlug: string;
  name: string;
  description: string;
  messagesIncluded: number;
  wordsPerMessage: number;
  periodMonths: number;
  price: number;
  position: number;
}

export interface CatalogueSample {
  title: string;
  /** BCP 47 */
  language: string;
  style: string;
  /** Path under prisma/seed-assets/ */
  file: string;
}

export interface CatalogueVoice {
  slug: string;
  name: string;
  /** BCP 47 tags */
  languages: string[];
  gender: VoiceGender;
  styles: string[];
  bio: string;
  featured: boolean;
  position: number;
  /** Path under prisma/seed-assets/ */
  samples: CatalogueSample[];
}

export interface CatalogueTrack {
  slug: string;
  title: string;
  mood: string;
  bpm: number;
  /** Measured from the file (generate.sh prints it), rounded to whole seconds. */
  durationSeconds: number;
  licence: string;
  /** Path under prisma/seed-assets/ */
  file: string;
  position: number;
}

export interface CatalogueTaxRate {
  name: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  region: string;
  rateBasisPoints: number;
  inclusive: boolean;
}

export interface CatalogueContentEntry {
  kind: ContentKind;
  slug: string;
  title: string;
  subtitle?: string;
  body: string;
  url?: string;
  position: number;
}

// ------------------------------------------------------------------------------------------------
// Services
// ------------------------------------------------------------------------------------------------

export const SERVICES: CatalogueService[] = [
  {
    slug: "telephone-voice-prompts",
    name: "Telephone voice prompts",
    summary: "Professionally voiced IVR menus, welcome greetings and out-of-hours messages, delivered ready for your phone system.",
    description: [
      "Your phone menu is often the first conversation a customer has with your business. We record every prompt of your IVR — welcome greeting, menu options, queue announcements, out-of-hours and holiday messages — with one consistent voice, so callers always know where they are.",
      "Each prompt is priced separately and includes up to 25 words; longer prompts are charged per extra word. You choose the voice and language, upload or type your prompts with the file name your system expects, and we deliver each prompt as its own file, named exactly as you asked.",
      "Files are edited, levelled and trimmed to a consistent silence at the start and end, then converted to the format your platform needs: µ-law or A-law WAV at 8 kHz for most PBX and contact-centre systems, 16-bit PCM WAV, MP3 or Dialogic VOX on request.",
      "Standard turnaround is two working days. Need it tomorrow? Choose the rush option at checkout and we deliver within one working day.",
    ].join("\n\n"),
    pricingModel: "PER_PROMPT",
    basePrice: 2900,
    includedWords: 25,
    perWordPrice: 60,
    turnaroundDays: 2,
    rushFee: 4900,
    rushTurnaroundDays: 1,
    position: 0,
  },
  {
    slug: "message-on-hold",
    name: "Message on hold",
    summary: "Turn waiting time into useful information with on-hold messages mixed over licensed music — as a yearly bundle or pay-as-you-go.",
    description: [
      "Callers on hold listen closely: it is the best moment to tell them about opening hours, new services, your website or a seasonal offer. We write-check your scripts, record them with the voice of your choice and mix them over a royalty-free music bed from our library.",
      "Order single messages pay-as-you-go (up to 50 words each, extra words charged per word), or take a yearly bundle: Starter with 3 messages, Business with 6, or Premium with 12 messages and changes of music bed included. Bundle messages can be used throughout the year, so you can keep your programme fresh with the seasons.",
      "A typical on-hold programme runs three to four minutes and alternates messages with music. We deliver it as one continuous file ready for your phone system — µ-law or A-law 8 kHz WAV, PCM WAV or MP3 — and, on request, as separate message files.",
      "Standard turnaround is three working days; the rush option delivers within one working day.",
    ].join("\n\n"),
    pricingModel: "BUNDLE",
    basePrice: 6900,
    includedWords: 50,
    perWordPrice: 90,
    turnaroundDays: 3,
    rushFee: 4900,
    rushTurnaroundDays: 1,
    position: 1,
  },
  {
    slug: "mobile-voicemail",
    name: "Mobile voicemail greeting",
    summary: "A professional voicemail greeting for your mobile or direct line, voiced by a studio voice instead of your own.",
    description: [
      "A crisp, friendly voicemail greeting makes a small business sound established. Tell us your name, your company and what callers should do, and one of our voices records a greeting of up to 40 words for a single fixed price.",
      "We deliver an MP3 for smartphones plus an 8 kHz WAV version for carrier voicemail boxes and desk phones, with instructions for uploading it to the most common providers.",
      "Standard turnaround is two working days; the rush option delivers within one working day.",
    ].join("\n\n"),
    pricingModel: "FLAT",
    basePrice: 3900,
    includedWords: 40,
    perWordPrice: 0,
    turnaroundDays: 2,
    rushFee: 2900,
    rushTurnaroundDays: 1,
    position: 2,
  },
  {
    slug: "bilingual-voice-over",
    name: "Bilingual voice-over",
    summary: "One native voice recording your script in two languages, for consistent phone menus and videos in bilingual markets.",
    description: [
      "In markets such as Belgium, Switzerland or Canada, callers expect to be welcomed in their own language. A bilingual voice-over uses one native-level voice for both languages, so your brand sounds like one company rather than two.",
      "Send us your script in both languages, or in one language and we arrange a professional translation. We agree with you beforehand how company names, numbers and web addresses are read in each language.",
      "Because the length, languages and usage differ from project to project, bilingual recordings are priced on request. Describe your project and we reply with a fixed quote, usually within one working day.",
    ].join("\n\n"),
    pricingModel: "QUOTE",
    basePrice: 0,
    includedWords: 0,
    perWordPrice: 0,
    turnaroundDays: 5,
    rushFee: 0,
    rushTurnaroundDays: 2,
    position: 3,
  },
  {
    slug: "multilingual-voice-over",
    name: "Multilingual voice-over",
    summary: "Native speakers for every language of your international phone system, e-learning or corporate video.",
    description: [
      "For companies that serve customers across Europe and beyond, we cast a native speaker for each language and keep tone, pace and terminology consistent between them. Our network covers all major European languages as well as Arabic, Mandarin, Japanese and Turkish.",
      "Each language is recorded, edited and checked by a native speaker before delivery, and files follow the same naming scheme in every language so your developers or telephony provider can load them in one go.",
      "Multilingual projects are priced on request: tell us the languages, word count and intended use, and we send you a fixed quote and a delivery schedule.",
    ].join("\n\n"),
    pricingModel: "QUOTE",
    basePrice: 0,
    includedWords: 0,
    perWordPrice: 0,
    turnaroundDays: 5,
    rushFee: 0,
    rushTurnaroundDays: 2,
    position: 4,
  },
  {
    slug: "commercial-recording",
    name: "Commercial recording",
    summary: "Radio spots, online video and in-store announcements, recorded, mixed and licensed for broadcast.",
    description: [
      "From a 30-second radio commercial to an explainer video or in-store announcements, we handle the complete production: casting, directed recording session, music selection, sound design and a broadcast-ready mix.",
      "You can join the session remotely and direct the voice live. Usage rights for radio, TV, online and in-store use are agreed up front and included in the quote, so there are no surprises when your campaign goes on air.",
      "Commercial productions are priced on request. Send us your script or brief and we reply with a quote and a production schedule; the usual turnaround is five working days.",
    ].join("\n\n"),
    pricingModel: "QUOTE",
    basePrice: 0,
    includedWords: 0,
    perWordPrice: 0,
    turnaroundDays: 5,
    rushFee: 0,
    rushTurnaroundDays: 2,
    position: 5,
  },
];

export const BUNDLES: CatalogueBundle[] = [
  {
    slug: "on-hold-starter",
    serviceSlug: "message-on-hold",
    name: "On-hold Starter",
    description: "3 on-hold messages to use within 12 months, each up to 60 words, mixed over a music bed of your choice.",
    messagesIncluded: 3,
    wordsPerMessage: 60,
    periodMonths: 12,
    price: 17900,
    position: 0,
  },
  {
    slug: "on-hold-business",
    serviceSlug: "message-on-hold",
    name: "On-hold Business",
    description: "6 on-hold messages to use within 12 months, each up to 60 words — enough to refresh your programme every season.",
    messagesIncluded: 6,
    wordsPerMessage: 60,
    periodMonths: 12,
    price: 29900,
    position: 1,
  },
  {
    slug: "on-hold-premium",
    serviceSlug: "message-on-hold",
    name: "On-hold Premium",
    description: "12 on-hold messages to use within 12 months, each up to 60 words, with changes of music bed included at no extra cost.",
    messagesIncluded: 12,
    wordsPerMessage: 60,
    periodMonths: 12,
    price: 49900,
    position: 2,
  },
];

// ------------------------------------------------------------------------------------------------
// Voices — synthesised demo voices; each bio says so.
// ------------------------------------------------------------------------------------------------

const DEMO_NOTE = "This is a demo voice generated for the Studiofront demo shop; its samples are synthesised and do not belong to a real voice actor.";

export const VOICES: CatalogueVoice[] = [
  {
    slug: "charlotte",
    name: "Charlotte",
    languages: ["en-GB"],
    gender: "FEMALE",
    styles: ["warm", "friendly", "calm"],
    bio: `Charlotte has a warm, reassuring British English voice that puts callers at ease, ideal for healthcare, hospitality and professional services. ${DEMO_NOTE}`,
    featured: true,
    position: 0,
    samples: [
      { title: "IVR greeting — Northwind Dental", language: "en-GB", style: "warm", file: "voices/charlotte-1.mp3" },
      { title: "On-hold message — Northwind Dental", language: "en-GB", style: "friendly", file: "voices/charlotte-2.mp3" },
    ],
  },
  {
    slug: "oliver",
    name: "Oliver",
    languages: ["en-GB"],
    gender: "MALE",
    styles: ["authoritative", "corporate"],
    bio: `Oliver's measured Received Pronunciation suits financial services, insurance and legal firms that want to sound trustworthy and precise. ${DEMO_NOTE}`,
    featured: false,
    position: 1,
    samples: [
      { title: "IVR menu — Castlegate Insurance", language: "en-GB", style: "corporate", file: "voices/oliver-1.mp3" },
      { title: "Queue message — Castlegate Insurance", language: "en-GB", style: "authoritative", file: "voices/oliver-2.mp3" },
    ],
  },
  {
    slug: "madison",
    name: "Madison",
    languages: ["en-US"],
    gender: "FEMALE",
    styles: ["energetic", "friendly"],
    bio: `Madison brings an upbeat, smiling American English read to retail, pet care and consumer brands. ${DEMO_NOTE}`,
    featured: false,
    position: 2,
    samples: [
      { title: "Welcome greeting — Brightside Pet Care", language: "en-US", style: "energetic", file: "voices/madison-1.mp3" },
      { title: "On-hold promotion — Brightside Pet Care", language: "en-US", style: "friendly", file: "voices/madison-2.mp3" },
    ],
  },
  {
    slug: "marcus",
    name: "Marcus",
    languages: ["en-US"],
    gender: "MALE",
    styles: ["calm", "authoritative", "corporate"],
    bio: `Marcus has a deep, calm American English voice that works well for financial advisers, law firms and out-of-hours messages. ${DEMO_NOTE}`,
    featured: true,
    position: 3,
    samples: [
      { title: "Out-of-hours message — Summit Ridge Financial", language: "en-US", style: "calm", file: "voices/marcus-1.mp3" },
      { title: "On-hold message — Summit Ridge Financial", language: "en-US", style: "authoritative", file: "voices/marcus-2.mp3" },
    ],
  },
  {
    slug: "sam",
    name: "Sam",
    languages: ["en-US"],
    gender: "NON_BINARY",
    styles: ["friendly", "calm"],
    bio: `Sam's relaxed, conversational American English voice suits creative studios, coworking spaces and tech start-ups. ${DEMO_NOTE}`,
    featured: false,
    position: 4,
    samples: [
      { title: "Voicemail greeting — Lakeside Design Studio", language: "en-US", style: "friendly", file: "voices/sam-1.mp3" },
      { title: "IVR menu — Lakeside Coworking", language: "en-US", style: "calm", file: "voices/sam-2.mp3" },
    ],
  },
  {
    slug: "katrin",
    name: "Katrin",
    languages: ["de-DE", "en-GB"],
    gender: "FEMALE",
    styles: ["warm", "corporate"],
    bio: `Katrin is a native German voice with a clear, friendly tone and fluent English, a favourite of medical practices and Mittelstand companies. ${DEMO_NOTE}`,
    featured: true,
    position: 5,
    samples: [
      { title: "Telefonansage — Praxis Dr. Weber", language: "de-DE", style: "warm", file: "voices/katrin-1.mp3" },
      { title: "Warteschleife — Praxis Dr. Weber", language: "de-DE", style: "corporate", file: "voices/katrin-2.mp3" },
    ],
  },
  {
    slug: "lukas",
    name: "Lukas",
    languages: ["de-DE"],
    gender: "MALE",
    styles: ["authoritative", "calm"],
    bio: `Lukas reads German with calm authority, well suited to trades, industry and emergency-service lines. ${DEMO_NOTE}`,
    featured: false,
    position: 6,
    samples: [
      { title: "Begrüßung — Berger Haustechnik", language: "de-DE", style: "authoritative", file: "voices/lukas-1.mp3" },
      { title: "Warteschleife — Berger Haustechnik", language: "de-DE", style: "calm", file: "voices/lukas-2.mp3" },
    ],
  },
  {
    slug: "camille",
    name: "Camille",
    languages: ["fr-FR"],
    gender: "FEMALE",
    styles: ["elegant", "calm", "warm"],
    bio: `Camille's elegant Parisian French is a natural fit for hotels, fashion and luxury brands. ${DEMO_NOTE}`,
    featured: true,
    position: 7,
    samples: [
      { title: "Accueil téléphonique — Maison Lavande", language: "fr-FR", style: "elegant", file: "voices/camille-1.mp3" },
      { title: "Message d'attente — Maison Lavande", language: "fr-FR", style: "calm", file: "voices/camille-2.mp3" },
    ],
  },
  {
    slug: "javier",
    name: "Javier",
    languages: ["es-ES"],
    gender: "MALE",
    styles: ["warm", "friendly"],
    bio: `Javier is a warm Castilian Spanish voice for clinics, travel companies and customer service lines across Spain. ${DEMO_NOTE}`,
    featured: false,
    position: 8,
    samples: [
      { title: "Menú telefónico — Clínica Dental Sonrisa", language: "es-ES", style: "warm", file: "voices/javier-1.mp3" },
      { title: "Mensaje en espera — Clínica Dental Sonrisa", language: "es-ES", style: "friendly", file: "voices/javier-2.mp3" },
    ],
  },
  {
    slug: "daan",
    name: "Daan",
    languages: ["nl-NL", "en-GB"],
    gender: "MALE",
    styles: ["friendly", "corporate"],
    bio: `Daan records in Dutch and English with the same friendly, down-to-earth delivery, perfect for bilingual phone menus in the Netherlands. ${DEMO_NOTE}`,
    featured: true,
    position: 9,
    samples: [
      { title: "Keuzemenu — Van Dijk Installatietechniek", language: "nl-NL", style: "friendly", file: "voices/daan-1.mp3" },
      { title: "On-hold message (English) — Van Dijk Installations", language: "en-GB", style: "corporate", file: "voices/daan-2.mp3" },
    ],
  },
  {
    slug: "giulia",
    name: "Giulia",
    languages: ["it-IT"],
    gender: "FEMALE",
    styles: ["warm", "energetic"],
    bio: `Giulia's bright, welcoming Italian voice brings restaurants, shops and tourism businesses to life. ${DEMO_NOTE}`,
    featured: false,
    position: 10,
    samples: [
      { title: "Risponditore automatico — Trattoria Bella Vista", language: "it-IT", style: "warm", file: "voices/giulia-1.mp3" },
      { title: "Messaggio di attesa — Trattoria Bella Vista", language: "it-IT", style: "energetic", file: "voices/giulia-2.mp3" },
    ],
  },
];

// ------------------------------------------------------------------------------------------------
// Music beds
// ------------------------------------------------------------------------------------------------

export const TRACK_LICENCE = "Studiofront demo library — royalty-free for on-hold use";

export const TRACKS: CatalogueTrack[] = [
  { slug: "calm-corporate", title: "Clear Horizon", mood: "calm corporate", bpm: 92, durationSeconds: 29, licence: TRACK_LICENCE, file: "tracks/calm-corporate.mp3", position: 0 },
  { slug: "upbeat-bright", title: "Bright Morning", mood: "upbeat", bpm: 118, durationSeconds: 26, licence: TRACK_LICENCE, file: "tracks/upbeat-bright.mp3", position: 1 },
  { slug: "ambient-drift", title: "Soft Drift", mood: "ambient", bpm: 60, durationSeconds: 27, licence: TRACK_LICENCE, file: "tracks/ambient-drift.mp3", position: 2 },
  { slug: "acoustic-porch", title: "Front Porch", mood: "acoustic", bpm: 100, durationSeconds: 27, licence: TRACK_LICENCE, file: "tracks/acoustic-porch.mp3", position: 3 },
  { slug: "piano-reflection", title: "Quiet Reflection", mood: "piano", bpm: 72, durationSeconds: 30, licence: TRACK_LICENCE, file: "tracks/piano-reflection.mp3", position: 4 },
];

// ------------------------------------------------------------------------------------------------
// Tax rates: the standard VAT rate of every EU member state, the United Kingdom, Switzerland and
// Norway (prices are entered without tax). Source: the European Commission's "VAT rates applied
// in the Member States of the European Union" (situation at 1 January 2026), HMRC, the Swiss
// Federal Tax Administration and the Norwegian Tax Administration, checked November 2026. The
// migration 20261201000000_standard_vat_rates inserts the same rows into existing databases.
// ------------------------------------------------------------------------------------------------

export const TAX_RATES: CatalogueTaxRate[] = [
  { name: "Netherlands VAT (BTW) 21 %", country: "NL", region: "", rateBasisPoints: 2100, inclusive: false },
  { name: "Germany VAT (MwSt.) 19 %", country: "DE", region: "", rateBasisPoints: 1900, inclusive: false },
  { name: "France VAT (TVA) 20 %", country: "FR", region: "", rateBasisPoints: 2000, inclusive: false },
  { name: "Belgium VAT (BTW/TVA) 21 %", country: "BE", region: "", rateBasisPoints: 2100, inclusive: false },
  { name: "United Kingdom VAT 20 %", country: "GB", region: "", rateBasisPoints: 2000, inclusive: false },
  { name: "Spain VAT (IVA) 21 %", country: "ES", region: "", rateBasisPoints: 2100, inclusive: false },
  { name: "Italy VAT (IVA) 22 %", country: "IT", region: "", rateBasisPoints: 2200, inclusive: false },
  { name: "Austria VAT (USt.) 20 %", country: "AT", region: "", rateBasisPoints: 2000, inclusive: false },
  { name: "Ireland VAT 23 %", country: "IE", region: "", rateBasisPoints: 2300, inclusive: false },
  { name: "Luxembourg VAT (TVA) 17 %", country: "LU", region: "", rateBasisPoints: 1700, inclusive: false },
  { name: "United States — no VAT", country: "US", region: "", rateBasisPoints: 0, inclusive: false },
  { name: "Bulgaria VAT (DDS) 20 %", country: "BG", region: "", rateBasisPoints: 2000, inclusive: false },
  { name: "Cyprus VAT (FPA) 19 %", country: "CY", region: "", rateBasisPoints: 1900, inclusive: false },
  { name: "Czechia VAT (DPH) 21 %", country: "CZ", region: "", rateBasisPoints: 2100, inclusive: false },
  { name: "Denmark VAT (moms) 25 %", country: "DK", region: "", rateBasisPoints: 2500, inclusive: false },
  { name: "Estonia VAT (käibemaks) 24 %", country: "EE", region: "", rateBasisPoints: 2400, inclusive: false },
  { name: "Finland VAT (ALV) 25.5 %", country: "FI", region: "", rateBasisPoints: 2550, inclusive: false },
  { name: "Greece VAT (FPA) 24 %", country: "GR", region: "", rateBasisPoints: 2400, inclusive: false },
  { name: "Croatia VAT (PDV) 25 %", country: "HR", region: "", rateBasisPoints: 2500, inclusive: false },
  { name: "Hungary VAT (ÁFA) 27 %", country: "HU", region: "", rateBasisPoints: 2700, inclusive: false },
  { name: "Lithuania VAT (PVM) 21 %", country: "LT", region: "", rateBasisPoints: 2100, inclusive: false },
  { name: "Latvia VAT (PVN) 21 %", country: "LV", region: "", rateBasisPoints: 2100, inclusive: false },
  { name: "Malta VAT 18 %", country: "MT", region: "", rateBasisPoints: 1800, inclusive: false },
  { name: "Poland VAT 23 %", country: "PL", region: "", rateBasisPoints: 2300, inclusive: false },
  { name: "Portugal VAT (IVA) 23 %", country: "PT", region: "", rateBasisPoints: 2300, inclusive: false },
  { name: "Romania VAT (TVA) 21 %", country: "RO", region: "", rateBasisPoints: 2100, inclusive: false },
  { name: "Sweden VAT (moms) 25 %", country: "SE", region: "", rateBasisPoints: 2500, inclusive: false },
  { name: "Slovenia VAT (DDV) 22 %", country: "SI", region: "", rateBasisPoints: 2200, inclusive: false },
  { name: "Slovakia VAT (DPH) 23 %", country: "SK", region: "", rateBasisPoints: 2300, inclusive: false },
  { name: "Switzerland VAT (MWST/TVA) 8.1 %", country: "CH", region: "", rateBasisPoints: 810, inclusive: false },
  { name: "Norway VAT (MVA) 25 %", country: "NO", region: "", rateBasisPoints: 2500, inclusive: false },
];


// ------------------------------------------------------------------------------------------------
// Site content
// ------------------------------------------------------------------------------------------------

const TEAM: CatalogueContentEntry[] = [
  {
    kind: "TEAM_MEMBER",
    slug: "marieke-de-vries",
    title: "Marieke de Vries",
    subtitle: "Studio manager & producer",
    body: "Marieke founded the studio after ten years as a radio producer. She plans every project, checks every script before it reaches the booth and is the person to call when a deadline is tight.",
    position: 0,
  },
  {
    kind: "TEAM_MEMBER",
    slug: "tom-hendriks",
    title: "Tom Hendriks",
    subtitle: "Lead sound engineer",
    body: "Tom edits, mixes and masters everything that leaves the studio. He knows the quirks of every phone system on the market and makes sure your files play perfectly on the first upload.",
    position: 1,
  },
  {
    kind: "TEAM_MEMBER",
    slug: "sophie-laurent",
    title: "Sophie Laurent",
    subtitle: "Casting & voice director",
    body: "Sophie manages our network of native voices in more than twenty languages. She directs the sessions, coaches pronunciation of brand names and keeps multilingual projects consistent.",
    position: 2,
  },
  {
    kind: "TEAM_MEMBER",
    slug: "jonas-becker",
    title: "Jonas Becker",
    subtitle: "Customer success & telephony specialist",
    body: "Jonas helps customers and resellers from first quote to installed prompt. He writes most of our upload guides and will happily talk you through your PBX settings.",
    position: 3,
  },
];

const PARTNERS: CatalogueContentEntry[] = [
  {
    kind: "PARTNER",
    slug: "northline-cloud-pbx",
    title: "Northline Cloud PBX",
    body: "Hosted telephony for small and mid-sized businesses. Northline customers upload our prompts straight into their call flows, in µ-law 8 kHz as the platform expects.",
    url: "https://northline.example.com",
    position: 0,
  },
  {
    kind: "PARTNER",
    slug: "callvista-contact-centre",
    title: "Callvista Contact Centre",
    body: "Omnichannel contact-centre software. We voice queue announcements and IVR menus for Callvista deployments in twelve languages.",
    url: "https://callvista.example.com",
    position: 1,
  },
  {
    kind: "PARTNER",
    slug: "voiphaven",
    title: "VoipHaven",
    body: "SIP trunking and hosted PBX reseller. VoipHaven offers our message-on-hold bundles to its business customers under its own brand.",
    url: "https://voiphaven.example.com",
    position: 2,
  },
  {
    kind: "PARTNER",
    slug: "brightwave-media",
    title: "Brightwave Media",
    body: "Full-service advertising agency. Brightwave brings us radio and online commercials for its retail and automotive clients.",
    url: "https://brightwave.example.com",
    position: 3,
  },
  {
    kind: "PARTNER",
    slug: "linguaworks-translations",
    title: "LinguaWorks Translations",
    body: "Certified translation agency. LinguaWorks translates and localises scripts for our bilingual and multilingual projects.",
    url: "https://linguaworks.example.com",
    position: 4,
  },
];

const FAQ: CatalogueContentEntry[] = [
  {
    kind: "FAQ",
    slug: "file-formats",
    title: "Which file formats do you deliver?",
    body: "Whatever your phone system needs. Most PBX and contact-centre platforms use WAV at 8 kHz, 8-bit, in µ-law (North America, Japan) or A-law (Europe and most other regions) encoding. We also deliver 16-bit PCM WAV at 8, 16 or 44.1 kHz, MP3, Dialogic VOX (6 or 8 kHz) and .au files. Not sure? Tell us the brand of your phone system and we choose the right format; we record at full studio quality and convert afterwards, so you can order other formats later at no cost.",
    position: 0,
  },
  {
    kind: "FAQ",
    slug: "turnaround",
    title: "How quickly will I receive my recordings?",
    body: "Telephone prompts and voicemail greetings are delivered within two working days, message-on-hold productions within three. With the rush option we deliver within one working day. Orders placed before 14:00 CET count that day as the first working day. Quote-based projects get a delivery date with the quote.",
    position: 1,
  },
  {
    kind: "FAQ",
    slug: "revisions",
    title: "What if I'm not happy with the recording?",
    body: "If the voice misreads your script, mispronounces a name or the delivery does not match your direction, we re-record it free of charge: up to three re-reads within 30 days of delivery. Changes to the script itself, or a different voice, are a new order — but small script changes of up to 25 words within 7 days of delivery are included once.",
    position: 2,
  },
  {
    kind: "FAQ",
    slug: "payment",
    title: "How do I pay?",
    body: "You pay securely by card when you place your order; prices are shown in euros, and VAT is added according to your country. Business customers with a valid EU VAT number can ask us to apply the reverse charge. Resellers and regular customers can apply for an account with monthly invoicing.",
    position: 3,
  },
  {
    kind: "FAQ",
    slug: "word-count",
    title: "How are words counted?",
    body: "We count every word of your script as it will be spoken. Numbers count as the words they are read as, and a web address or e-mail address counts as four words. As a guide, 150 words take about a minute to read; on-hold messages are read a little slower, about 28 words per 15 seconds.",
    position: 4,
  },
  {
    kind: "FAQ",
    slug: "script-help",
    title: "Can you help me write my script?",
    body: "Yes. Every script is checked by our producer before recording, and we will suggest shorter wording if a prompt is too long for its purpose. For on-hold programmes we can write the messages for you from a short brief about your business; ask for it in the order notes.",
    position: 5,
  },
  {
    kind: "FAQ",
    slug: "music-licensing",
    title: "Do I need a licence for the on-hold music?",
    body: "No. All tracks in our music library are royalty-free for on-hold use and licensed to you for as long as you use the recording. You do not need to pay collecting societies for them. If you want to use your own music, you must hold the rights for telephone use.",
    position: 6,
  },
  {
    kind: "FAQ",
    slug: "installation",
    title: "How do I install the files on my phone system?",
    body: "Each delivery comes with the files named as you specified and, where available, a short guide for your platform. Most hosted systems let you upload prompts in their web portal; on-premise systems usually load them via TFTP or the admin console. If your system caps file size (often around 4 MB), we split long on-hold programmes into parts.",
    position: 7,
  },
];

const ON_AIR: CatalogueContentEntry[] = [
  {
    kind: "ON_AIR",
    slug: "northwind-dental",
    title: "Northwind Dental",
    subtitle: "IVR menu and on-hold programme",
    body: "Welcome greeting, four-option menu and a seasonal on-hold programme for a group of six dental practices.",
    position: 0,
  },
  {
    kind: "ON_AIR",
    slug: "kanaal-oost-fm",
    title: "Kanaal Oost FM",
    subtitle: "Station idents",
    body: "A package of station idents and programme promos in Dutch and English for a regional broadcaster.",
    position: 1,
  },
  {
    kind: "ON_AIR",
    slug: "castlegate-insurance",
    title: "Castlegate Insurance",
    subtitle: "Contact-centre prompts",
    body: "Over 120 queue and menu prompts for a claims line, delivered in A-law 8 kHz and updated every quarter.",
    position: 2,
  },
  {
    kind: "ON_AIR",
    slug: "maison-lavande",
    title: "Maison Lavande",
    subtitle: "Bilingual hotel greeting",
    body: "A French and English welcome message and reservation menu for a boutique hotel in Lyon.",
    position: 3,
  },
  {
    kind: "ON_AIR",
    slug: "van-dijk-installatietechniek",
    title: "Van Dijk Installatietechniek",
    subtitle: "Out-of-hours emergency line",
    body: "Dutch and English emergency-line prompts routing callers to the on-call engineer.",
    position: 4,
  },
  {
    kind: "ON_AIR",
    slug: "brightside-pet-care",
    title: "Brightside Pet Care",
    subtitle: "Radio commercial",
    body: "A 30-second spring campaign spot for local radio and streaming audio, with music and sound design.",
    position: 5,
  },
];

const PAGES: CatalogueContentEntry[] = [
  {
    kind: "PAGE",
    slug: "home-intro",
    title: "Professional voices for your phone system",
    subtitle: "Telephone prompts, on-hold messages and voice-overs, recorded by native voices and delivered ready to use.",
    body: [
      "Studiofront Demo Studio records telephone voice prompts, message-on-hold programmes, voicemail greetings and commercials in more than twenty languages. Choose a voice, paste your script and see your price straight away — no account needed.",
      "Every recording is edited, levelled and converted to the exact format your phone system needs, and delivered as a download within two to three working days, or the next working day with our rush option.",
    ].join("\n\n"),
    position: 0,
  },
  {
    kind: "PAGE",
    slug: "about-studio",
    title: "About the studio",
    subtitle: "A small team with a big network of voices",
    body: [
      "Studiofront Demo Studio is an audio production studio specialising in the voice of your business: the greeting callers hear first, the menu that routes them, the message that keeps them company on hold. We also produce commercials and corporate voice-overs for agencies and brands.",
      "Our two acoustically treated booths are equipped with large-diaphragm condenser microphones and a calibrated monitoring chain, and our engineers master every file for its destination — a phone line sounds very different from a radio or a laptop speaker.",
      "We work with a network of native voice talents across Europe and beyond, so your Spanish prompts are read by a Spaniard and your German menu by a German. Directed sessions, careful pronunciation of your brand names and a second pair of ears on every file are part of every order.",
      "Please note: this is a demonstration shop. The studio, its team, voices and clients are fictional, the voice samples are computer-generated, and no real orders are fulfilled.",
    ].join("\n\n"),
    position: 1,
  },
  {
    kind: "PAGE",
    slug: "partnerships",
    title: "Partnerships",
    subtitle: "For telephony providers, agencies and resellers",
    body: [
      "Do your customers need phone prompts or on-hold messages? Offer our recordings as part of your own service. Telephony providers, IT resellers and agencies get wholesale prices, their own ordering account and access to our GraphQL API to place orders from their own systems.",
      "Under private label we never contact your customers: deliveries go to you, or to your customer without our name on them, as you prefer. We can also deliver files in your platform's exact format and naming scheme, ready to import.",
      "Interested? Apply for a reseller account from your account area or send us a message through the partnership form, and we will get back to you within two working days.",
    ].join("\n\n"),
    position: 2,
  },
  {
    kind: "PAGE",
    slug: "terms",
    title: "Terms of service",
    subtitle: "Last updated: 1 January 2026",
    body: [
      "1. Who we are and scope",
      "These terms apply to every order placed with Studiofront Demo Studio (\"the studio\", \"we\") through this website or our API, by consumers and business customers (\"you\"). By placing an order you accept these terms. Deviating terms of the customer apply only if we accept them in writing.",
      "2. Orders and quotes",
      "An order is placed when you complete checkout and, for quote-based services, when you accept our written quote. We confirm every order by e-mail. Until recording starts you may change or cancel your order free of charge from your account; once the recording session has started, the order can no longer be cancelled.",
      "3. Prices and payment",
      "Prices are shown in euros, exclusive of VAT unless stated otherwise. VAT is charged at the rate of your country, or reverse-charged for business customers in another EU member state with a valid VAT number. Payment is due when you place the order; customers with an approved invoicing account pay within 14 days of the invoice date.",
      "4. Scripts and your content",
      "You are responsible for the scripts, names, trademarks and music you provide and warrant that you may use them. We may refuse scripts that are unlawful, misleading or offensive. We check scripts for obvious errors but record the text as supplied; changing the script after recording is a new order.",
      "5. Delivery and turnaround",
      "Turnaround times are in working days (Monday to Friday, excluding Dutch public holidays) and start when the order is paid and the script is complete. Recordings are delivered as downloads in your account or through a private link. We keep your files available for download for at least 12 months.",
      "6. Revisions and complaints",
      "If a recording does not match the script or your written direction, we re-record it free of charge: up to three re-reads within 30 days of delivery. Complaints about a delivery must be made within 14 days; after that period a delivery is considered approved. Consumers keep their statutory rights.",
      "7. Licence and usage rights",
      "Once paid in full, you receive a non-exclusive, perpetual licence to use the recordings for the purpose stated in the order: telephone systems, on-hold and voicemail for telephone services; the agreed media and territory for commercials. Music from our library is licensed for on-hold use only. Resale of the recordings as such is not allowed, except by approved resellers for their own customers.",
      "8. Right of withdrawal",
      "Recordings are made to your specification. Consumers therefore agree, when ordering, that the right of withdrawal expires once production has started; before that, you may cancel and receive a full refund.",
      "9. Liability",
      "Our liability is limited to the amount paid for the order concerned, except in case of intent or gross negligence. We are not liable for indirect damage, such as lost revenue caused by a phone system that was configured incorrectly.",
      "10. Privacy",
      "We process your personal data only to handle your orders, account and support requests, as described in our privacy statement. You can download or delete your data from your account at any time.",
      "11. Applicable law",
      "Dutch law applies to these terms and every order. Disputes are submitted to the competent court in Utrecht, the Netherlands, unless mandatory consumer law provides otherwise.",
      "This is a demonstration shop: no real orders are fulfilled and no real payments are taken.",
    ].join("\n\n"),
    position: 3,
  },
];

export const CONTENT_ENTRIES: CatalogueContentEntry[] = [...TEAM, ...PARTNERS, ...FAQ, ...ON_AIR, ...PAGES];

// ------------------------------------------------------------------------------------------------
// Studio settings (Setting rows: key → JSON value)
// ------------------------------------------------------------------------------------------------

export const SETTINGS: Record<string, string | number | boolean> = {
  studioName: "Studiofront Demo Studio",
  description: "Voice-over, telephone prompts and message-on-hold recording — order management",
  currency: CURRENCY,
  contactEmail: "studio@studiofront.example",
  contactPhone: "+31 30 555 0142",
  address: "Voorbeeldstraat 12, 3511 AB Utrecht, Netherlands",
  wordsPerMinute: 150,
  country: "NL",
};
