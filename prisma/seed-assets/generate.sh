#!/usr/bin/env bash
# Studiofront demo assets: regenerates every file under prisma/seed-assets/ from scratch.
#
#   voices/<voice-slug>-<n>.mp3  voice samples: espeak-ng -> sox (trim, EQ, compression, light
#                                reverb, 22.05 kHz mono) -> lame (48 kbps CBR)
#   tracks/<slug>.mp3            music beds synthesised with sox (pluck/sine/triangle layers),
#                                22.05 kHz mono -> lame (56 kbps CBR)
#   photos/<voice-slug>.svg      illustrated demo portraits (gradient, silhouette, initials)
#
# Usage:   prisma/seed-assets/generate.sh          (from anywhere; writes beside this script)
# Needs:   apt-get install espeak-ng sox libsox-fmt-mp3 lame
#
# Idempotent: it deletes the files it owns and writes them again; sox runs in repeatable mode
# (-R), so an unchanged script run with the same package versions produces byte-identical files
# and no git diff.
#
# The app never runs this script: the committed output is what server/db/seed/seed.ts loads.
# The catalogue metadata (voice names, sample titles, track titles, bpm, durations) lives in
# server/db/seed/catalogue.ts — when you change copy, voices or tracks here, update it there
# too (the script prints each track's duration at the end). Keep the whole folder under 4 MB.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
VOICE_KBPS=48
MUSIC_KBPS=56

for tool in espeak-ng sox lame awk; do
  command -v "$tool" >/dev/null || { echo "generate.sh: '$tool' is missing (apt-get install espeak-ng sox libsox-fmt-mp3 lame)" >&2; exit 1; }
done

export SOX_OPTS="-R -V1"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

# Everything is built in a staging directory and only replaces the committed files at the end,
# so a failed run leaves the folder as it was.
VOICES="$TMP/out/voices"
TRACKS="$TMP/out/tracks"
PHOTOS="$TMP/out/photos"
mkdir -p "$VOICES" "$TRACKS" "$PHOTOS"

calc() { awk "BEGIN { printf \"%.4f\", $* }"; }

encode() { # encode WAV MP3 KBPS TITLE
  lame --quiet -m m -b "$3" --resample 22.05 --noreplaygain \
    --tt "$4" --ta "Studiofront demo library" --tc "Generated demo asset, not a real recording" \
    "$1" "$2"
}

# ---------------------------------------------------------------------------------------------
# Voice samples
# ---------------------------------------------------------------------------------------------

# sample SLUG N ESPEAK_VOICE SPEED PITCH TEXT
sample() {
  local slug=$1 n=$2 voice=$3 speed=$4 pitch=$5 text=$6
  local raw="$TMP/$slug-$n.raw.wav" wav="$TMP/$slug-$n.wav"
  espeak-ng -v "$voice" -s "$speed" -p "$pitch" -g 3 -a 160 -w "$raw" "$text"
  # trim silence at both ends, resample, remove rumble and hiss, soften the boxy 300 Hz region,
  # add presence, compress like a voice chain, a small room, then normalise and pad
  sox "$raw" -r 22050 -c 1 "$wav" \
    silence 1 0.02 0.4% reverse silence 1 0.02 0.4% reverse gain -n -20 \
    highpass 80 lowpass 8000 \
    equalizer 300 1.2q -3 equalizer 2800 1.5q 2.5 equalizer 120 1q 1.5 \
    compand 0.02,0.25 6:-70,-60,-20 -6 -90 0.05 \
    reverb 18 50 35 100 0 0 \
    norm -1 pad 0.25 0.6
  encode "$wav" "$VOICES/$slug-$n.mp3" "$VOICE_KBPS" "$slug sample $n"
}

# English (Great Britain)
sample charlotte 1 en-gb+f3 155 52 "Thank you for calling Northwind Dental. Your call is important to us. For appointments, press one. For billing questions, press two. For anything else, please hold."
sample charlotte 2 en-gb+f3 145 50 "Thank you for holding. Did you know that Northwind Dental now offers evening appointments on Tuesdays and Thursdays? Just ask our reception team when your call is answered."
sample oliver 1 en-gb-x-rp+m3 145 40 "Welcome to Castlegate Insurance. To make a new claim, press one. To renew or change an existing policy, press two. To speak to an adviser, press three."
sample oliver 2 en-gb-x-rp+m3 140 38 "All of our advisers are currently helping other customers. Please hold, and your call will be answered as soon as possible. Thank you for choosing Castlegate Insurance."
# English (United States)
sample madison 1 en-us+f4 160 58 "Hi, and thanks for calling Brightside Pet Care! Our team is helping other pet parents right now. Stay on the line and we'll be right with you."
sample madison 2 en-us+f4 160 56 "Looking for grooming, boarding or doggy daycare? Brightside Pet Care has you covered. Book online any time at brightside pet care dot com."
sample marcus 1 en-us+m7 140 34 "Thank you for calling Summit Ridge Financial. Our office is open Monday through Friday, eight a.m. to six p.m. Please leave a message after the tone."
sample marcus 2 en-us+m7 138 34 "For over thirty years, Summit Ridge Financial has helped families plan for retirement. Please stay on the line. The next available advisor will take your call."
sample sam 1 en-us+f5 150 42 "Hi, you've reached Sam at Lakeside Design Studio. I can't take your call right now, but leave your name and number and I'll call you back today."
sample sam 2 en-us+f5 150 42 "Thanks for calling Lakeside Coworking. For memberships and day passes, press one. For meeting room bookings, press two. For anything else, press zero."
# German
sample katrin 1 de+f2 140 50 "Herzlich willkommen in der Praxis Doktor Weber. Für Terminvereinbarungen drücken Sie bitte die Eins. Für Rezeptbestellungen drücken Sie die Zwei."
sample katrin 2 de+f2 140 48 "Vielen Dank für Ihre Geduld. Wussten Sie schon? Termine können Sie jetzt auch bequem online vereinbaren, rund um die Uhr, unter praxis weber punkt de."
sample lukas 1 de+m3 140 38 "Guten Tag und willkommen bei Berger Haustechnik. Im Notfall erreichen Sie unseren Bereitschaftsdienst mit der Taste Eins. Für alle anderen Anliegen bleiben Sie bitte in der Leitung."
sample lukas 2 de+m3 138 38 "Leider sind im Moment alle Mitarbeiter im Gespräch. Bitte haben Sie noch einen Moment Geduld. Ihr Anruf wird in Kürze entgegengenommen."
# French
sample camille 1 fr-fr+f3 145 52 "Bienvenue chez Maison Lavande, hôtel de charme au cœur de Lyon. Pour une réservation, tapez un. Pour joindre la réception, tapez deux."
sample camille 2 fr-fr+f3 140 50 "Merci de patienter. Tous nos conseillers sont actuellement en ligne. Votre appel est important pour nous, nous vous répondons dans quelques instants."
# Spanish (Spain)
sample javier 1 es+m3 150 40 "Gracias por llamar a Clínica Dental Sonrisa. Para pedir cita, pulse uno. Para hablar con recepción, pulse dos. Para cualquier otra consulta, permanezca en línea."
sample javier 2 es+m3 148 40 "En este momento todos nuestros agentes están ocupados. Por favor, no cuelgue. Su llamada es muy importante para nosotros y será atendida en breve."
# Dutch, with an English second sample
sample daan 1 nl+m2 145 42 "Welkom bij Van Dijk Installatietechniek. Heeft u een storing, toets dan één. Voor een offerte of afspraak, toets twee. Voor overige vragen blijft u aan de lijn."
sample daan 2 en-gb+m2 145 42 "Thank you for calling Van Dijk Installations. Our engineers are out on site, but our office team will be with you shortly. Please hold the line."
# Italian
sample giulia 1 it+f4 145 54 "Benvenuti alla Trattoria Bella Vista. Per prenotare un tavolo, premete uno. Per gli ordini da asporto, premete due. Per gli orari di apertura, premete tre."
sample giulia 2 it+f4 142 52 "Grazie per l'attesa. Tutti i nostri operatori sono momentaneamente occupati. Vi preghiamo di restare in linea: sarete serviti al più presto."

# ---------------------------------------------------------------------------------------------
# Music beds. Everything is rendered at 44.1 kHz (sox's pluck needs it) in 32-bit float, then
# resampled to 22.05 kHz mono for encoding.
# ---------------------------------------------------------------------------------------------

# notes OUT LEN NOTE_LEN GAIN "EFFECTS" "type:beat:note ..."
#   Renders notes of NOTE_LEN seconds, each starting at beat*BEAT seconds, into a file of exactly
#   LEN seconds. Each note gets its own channel (synth), the per-note EFFECTS (an envelope), its
#   delay, and all channels are summed at GAIN.
notes() {
  local out=$1 len=$2 nlen=$3 gain=$4 fx=$5 events=$6
  local specs=() delays=() mix="" k=0 ev type rest t note
  for ev in $events; do
    type=${ev%%:*}; rest=${ev#*:}; t=${rest%%:*}; note=${rest#*:}
    k=$((k + 1))
    specs+=("$type" "$note")
    delays+=("$(calc "$t * $BEAT")")
    mix+="${mix:+,}${k}v${gain}"
  done
  # shellcheck disable=SC2086
  sox -r 44100 -c "$k" -n -e floating-point -b 32 "$out" \
    synth "$nlen" "${specs[@]}" $fx delay "${delays[@]}" remix "$mix" pad 0 "$len" trim 0 "$len"
}

# layer OUT FUNCTION — renders FUNCTION for every bar and joins them. Bars are two bars long
# (so notes ring on), laid out in two interleaved streams (even and odd bars) that are mixed.
layer() {
  local out=$1 fn=$2 i len even=() odd=()
  len=$(calc "2 * $BAR")
  sox -r 44100 -c 1 -n -e floating-point -b 32 "$TMP/rest.wav" trim 0 "$BAR"
  for ((i = 0; i < NBARS; i++)); do
    "$fn" "$i" "$TMP/bar-$fn-$i.wav" "$len"
    if ((i % 2 == 0)); then even+=("$TMP/bar-$fn-$i.wav"); else odd+=("$TMP/bar-$fn-$i.wav"); fi
  done
  sox "${even[@]}" "$TMP/even.wav"
  if ((${#odd[@]} > 0)); then
    sox "$TMP/rest.wav" "${odd[@]}" "$TMP/odd.wav"
    sox -m -v 1 "$TMP/even.wav" -v 1 "$TMP/odd.wav" -e floating-point -b 32 "$out"
  else
    cp "$TMP/even.wav" "$out"
  fi
}

# track SLUG TITLE TAIL_SECONDS REVERB "layer-file:volume ..." — mix, master and encode
track() {
  local slug=$1 title=$2 tail=$3 reverb=$4 parts=$5 inputs=() p total
  for p in $parts; do inputs+=(-v "${p#*:}" "${p%%:*}"); done
  total=$(calc "$NBARS * $BAR + $tail")
  sox -m "${inputs[@]}" -e floating-point -b 32 "$TMP/$slug-mix.wav" pad 0 "$tail" trim 0 "$total"
  # shellcheck disable=SC2086
  sox "$TMP/$slug-mix.wav" -r 22050 -c 1 -b 16 "$TMP/$slug.wav" \
    gain -n -6 highpass 40 $reverb fade q 0.8 "$total" "$tail" norm -3
  encode "$TMP/$slug.wav" "$TRACKS/$slug.mp3" "$MUSIC_KBPS" "$title"
}

# chord helpers: CH_BASS, CH_PAD, CH_ARP are arrays indexed by bar (they repeat)
bass_of() { echo "${CH_BASS[$(($1 % ${#CH_BASS[@]}))]}"; }
pad_of() { echo "${CH_PAD[$(($1 % ${#CH_PAD[@]}))]}"; }
arp_of() { echo "${CH_ARP[$(($1 % ${#CH_ARP[@]}))]}"; }

# --- 1. Clear Horizon: calm corporate, 92 bpm, C  G/B  Am  F | C  G  F  G ---------------------
BPM=92; BEAT=$(calc "60 / $BPM"); BAR=$(calc "4 * $BEAT"); NBARS=10
CH_BASS=(C2 B1 A1 F1 C2 G1 F1 G1)
CH_PAD=("C3 E3 G3 C4" "B2 D3 G3 D4" "A2 C3 E3 A3" "F2 A2 C3 F3" "C3 E3 G3 C4" "B2 D3 G3 D4" "A2 C3 F3 A3" "B2 D3 G3 D4")
CH_ARP=("C4 E4 G4 C5" "B3 D4 G4 D5" "A3 C4 E4 A4" "F3 A3 C4 F4" "C4 E4 G4 E5" "B3 D4 G4 B4" "A3 C4 F4 C5" "B3 D4 G4 D5")
corp_pad() { local ev="" n; for n in $(pad_of "$1"); do ev+=" sine:0:$n triangle:0:$n"; done
  notes "$2" "$3" "$(calc "1.6 * $BAR")" 0.07 "fade t $(calc "0.5 * $BAR") $(calc "1.6 * $BAR") $(calc "0.9 * $BAR")" "$ev"; }
corp_arp() { local a=($(arp_of "$1")) ev="" k idx=(0 1 2 3 2 1 2 3)
  for k in 0 1 2 3 4 5 6 7; do ev+=" pluck:$(calc "$k * 0.5"):${a[${idx[$k]}]}"; done
  notes "$2" "$3" 1.4 0.35 "fade q 0.005 1.4 1.2" "$ev"; }
corp_bass() { local r; r=$(bass_of "$1")
  notes "$2" "$3" "$(calc "2 * $BEAT")" 0.5 "fade q 0.03 $(calc "2 * $BEAT") $(calc "1.2 * $BEAT") lowpass 500" "triangle:0:$r triangle:2:$r"; }
layer "$TMP/corp-pad.wav" corp_pad; layer "$TMP/corp-arp.wav" corp_arp; layer "$TMP/corp-bass.wav" corp_bass
track calm-corporate "Clear Horizon" 3 "reverb 40 50 70" "$TMP/corp-pad.wav:0.9 $TMP/corp-arp.wav:0.8 $TMP/corp-bass.wav:0.7"

# --- 2. Bright Morning: upbeat pop, 118 bpm, G  D  Em  C -----------------------------------------
BPM=118; BEAT=$(calc "60 / $BPM"); BAR=$(calc "4 * $BEAT"); NBARS=12
CH_BASS=(G1 D2 E2 C2)
CH_PAD=("G3 B3 D4 G4" "A3 D4 F#4 A4" "G3 B3 E4 G4" "G3 C4 E4 G4")
up_strum() { local c=($(pad_of "$1")) ev="" b s
  for b in 0 0.75 1.5 2.5 3; do for s in 0 1 2 3; do ev+=" pluck:$(calc "$b + $s * 0.03"):${c[$s]}"; done; done
  notes "$2" "$3" 0.5 0.22 "fade q 0.003 0.5 0.35" "$ev"; }
up_bass() { local r ev="" b; r=$(bass_of "$1")
  for b in 0 1 1.5 2 3 3.5; do ev+=" triangle:$b:$r"; done
  notes "$2" "$3" "$(calc "0.9 * $BEAT")" 0.45 "fade q 0.01 $(calc "0.9 * $BEAT") $(calc "0.5 * $BEAT") lowpass 700" "$ev"; }
up_kick() { notes "$2" "$3" 0.16 0.6 "fade q 0.002 0.16 0.14" "sine:0:110/42 sine:1:110/42 sine:2:110/42 sine:3:110/42"; }
up_hat() { local ev="" b; for b in 0.5 1.5 2.5 3.5; do ev+=" whitenoise:$b:0"; done
  notes "$2" "$3" 0.05 0.12 "vol 0.5 highpass 7000 fade q 0.001 0.05 0.045" "$ev"; }
up_lead() { local c=($(pad_of "$1")) hi
  hi=$(( $1 % 4 == 3 ? 2 : 3 ))
  notes "$2" "$3" "$(calc "1.5 * $BEAT")" 0.16 "fade t 0.02 $(calc "1.5 * $BEAT") $(calc "1 * $BEAT")" \
    "sine:0:${c[$hi]} sine:1.5:${c[2]} sine:2:${c[$hi]} sine:3:${c[1]}"; }
layer "$TMP/up-strum.wav" up_strum; layer "$TMP/up-bass.wav" up_bass; layer "$TMP/up-kick.wav" up_kick
layer "$TMP/up-hat.wav" up_hat; layer "$TMP/up-lead.wav" up_lead
track upbeat-bright "Bright Morning" 2 "reverb 20 50 40" \
  "$TMP/up-strum.wav:0.9 $TMP/up-bass.wav:0.8 $TMP/up-kick.wav:0.6 $TMP/up-hat.wav:0.35 $TMP/up-lead.wav:0.5"

# --- 3. Soft Drift: ambient, 60 bpm, Dmaj7  Bm7  Gmaj7  A(add9) ----------------------------------
BPM=60; BEAT=$(calc "60 / $BPM"); BAR=$(calc "4 * $BEAT"); NBARS=6
CH_BASS=(D2 B1 G1 A1)
CH_PAD=("D3 F#3 A3 C#4" "D3 F#3 A3 B3" "D3 G3 B3 F#4" "C#3 E3 A3 B3")
CH_ARP=("F#5 A5 C#6 E5" "D5 F#5 B5 A5" "B4 D5 F#5 G5" "E5 A5 B5 C#6")
amb_pad() { local ev="" n; for n in $(pad_of "$1"); do ev+=" sine:0:$n"; done; ev+=" sine:0:$(bass_of "$1")"
  notes "$2" "$3" "$(calc "1.9 * $BAR")" 0.12 "fade t $(calc "0.6 * $BAR") $(calc "1.9 * $BAR") $(calc "1.2 * $BAR") tremolo 0.2 25" "$ev"; }
amb_bell() { local a=($(arp_of "$1"))
  notes "$2" "$3" 2.5 0.2 "fade q 0.004 2.5 2.4" "pluck:0.5:${a[0]} pluck:1.75:${a[1]} pluck:2.5:${a[2]} pluck:3.25:${a[3]}"; }
layer "$TMP/amb-pad.wav" amb_pad; layer "$TMP/amb-bell.wav" amb_bell
track ambient-drift "Soft Drift" 3 "echo 0.8 0.7 375 0.3 reverb 80 40 100" "$TMP/amb-pad.wav:1 $TMP/amb-bell.wav:0.55"

# --- 4. Front Porch: acoustic fingerpicking, 100 bpm, G  Em  C  D --------------------------------
BPM=100; BEAT=$(calc "60 / $BPM"); BAR=$(calc "4 * $BEAT"); NBARS=10
CH_BASS=("G2 D3" "E2 B2" "C3 G2" "D3 A2")
CH_ARP=("B3 D4 G4" "B3 E4 G4" "C4 E4 G4" "A3 D4 F#4")
CH_PAD=("G2 B2 D3 G3 B3 G4" "E2 B2 E3 G3 B3 E4" "C3 E3 G3 C4 E4 G4" "D3 A3 D4 F#4 A4 D4")
ac_pick() { local b=($(bass_of "$1")) t=($(arp_of "$1"))
  notes "$2" "$3" 1.6 0.3 "fade q 0.003 1.6 1.4" \
    "pluck:0:${b[0]} pluck:0.5:${t[1]} pluck:1:${b[1]} pluck:1.5:${t[2]} pluck:2:${b[0]} pluck:2.5:${t[0]} pluck:3:${b[1]} pluck:3.5:${t[2]} pluck:0:${t[2]} pluck:2:${t[1]}"; }
ac_strum() { local c=($(pad_of "$1")) ev="" s
  for s in 0 1 2 3 4 5; do ev+=" pluck:$(calc "$s * 0.045"):${c[$s]}"; done
  notes "$2" "$3" 2 0.13 "fade q 0.003 2 1.8" "$ev"; }
layer "$TMP/ac-pick.wav" ac_pick; layer "$TMP/ac-strum.wav" ac_strum
track acoustic-porch "Front Porch" 3 "lowpass 6500 reverb 25 50 50" "$TMP/ac-pick.wav:1 $TMP/ac-strum.wav:0.7"

# --- 5. Quiet Reflection: piano-like, 72 bpm, Am  F  C  G ---------------------------------------
BPM=72; BEAT=$(calc "60 / $BPM"); BAR=$(calc "4 * $BEAT"); NBARS=8
CH_BASS=("A2 E3" "F2 C3" "C3 G3" "G2 D3")
CH_ARP=("E4 A4 C5 B4" "F4 A4 C5 A4" "E4 G4 C5 D5" "D4 G4 B4 G4")
pn_left() { local b=($(bass_of "$1")) ev="" ty
  for ty in pluck sine; do ev+=" $ty:0:${b[0]} $ty:2:${b[1]} $ty:3:${b[0]}"; done
  notes "$2" "$3" 3 0.28 "fade l 0.004 3 2.9" "$ev"; }
pn_right() { local a=($(arp_of "$1")) ev="" ty k
  for ty in pluck sine; do for k in 0 1 2 3; do ev+=" $ty:$(calc "$k + 0.5"):${a[$k]}"; done; done
  notes "$2" "$3" 2.4 0.2 "fade l 0.004 2.4 2.3" "$ev"; }
layer "$TMP/pn-left.wav" pn_left; layer "$TMP/pn-right.wav" pn_right
track piano-reflection "Quiet Reflection" 3 "lowpass 5000 reverb 50 50 80" "$TMP/pn-left.wav:0.9 $TMP/pn-right.wav:1"

# ---------------------------------------------------------------------------------------------
# Illustrated demo portraits
# ---------------------------------------------------------------------------------------------

# photo SLUG "Name" INITIALS COLOR_LIGHT COLOR_DARK HAIR(short|long|bun)
photo() {
  local slug=$1 name=$2 initials=$3 c1=$4 c2=$5 hair=$6 back="" top
  top='<path d="M140 152c-2-46 24-74 60-74 34 0 62 26 60 70-8-16-20-26-36-30-22 14-52 22-84 34z" fill="'$c2'" fill-opacity=".75"/>'
  case "$hair" in
    long) back='<path d="M134 168c-4-60 24-92 66-92s70 32 66 92l8 82c-24 12-124 12-148 0z" fill="'$c2'" fill-opacity=".75"/>' ;;
    bun) back='<circle cx="200" cy="74" r="24" fill="'$c2'" fill-opacity=".75"/>' ;;
  esac
  cat >"$PHOTOS/$slug.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-labelledby="t">
<title id="t">Illustrated portrait of $name, a demo voice (not a photograph)</title>
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="$c1"/><stop offset="1" stop-color="$c2"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".35" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".4"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="400" height="400" fill="url(#bg)"/>
<rect width="400" height="400" fill="url(#glow)"/>
$back
<path d="M62 400c6-86 64-132 138-132s132 46 138 132z" fill="#fff" fill-opacity=".88"/>
<rect x="178" y="214" width="44" height="60" rx="18" fill="#fff" fill-opacity=".88"/>
<ellipse cx="200" cy="160" rx="58" ry="68" fill="#fff"/>
$top
<text x="200" y="364" text-anchor="middle" font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-size="42" font-weight="600" letter-spacing="4" fill="$c2">$initials</text>
</svg>
SVG
}

photo charlotte "Charlotte" CH "#f6d5c3" "#b5566b" long
photo oliver "Oliver" OL "#cfe0f3" "#2f5d8a" short
photo madison "Madison" MA "#fde2b8" "#c26a2e" bun
photo marcus "Marcus" MR "#d7d2ee" "#4b3f8f" short
photo sam "Sam" SA "#c9efe4" "#2e7d6b" short
photo katrin "Katrin" KA "#e9d3f0" "#7a3f8f" bun
photo lukas "Lukas" LU "#d3e6d6" "#3d6b47" short
photo camille "Camille" CA "#f4d0d8" "#9c3d5a" long
photo javier "Javier" JA "#f3dfc4" "#9a5b24" short
photo daan "Daan" DA "#fbd9bf" "#d0612a" short
photo giulia "Giulia" GI "#d0e8ef" "#2d6f86" long

# ---------------------------------------------------------------------------------------------
for dir in voices tracks photos; do
  mkdir -p "$HERE/$dir"
  rm -f "$HERE/$dir"/*.mp3 "$HERE/$dir"/*.svg
  cp "$TMP/out/$dir"/* "$HERE/$dir/"
done

echo "Durations (seconds) — copy track durations into server/db/seed/catalogue.ts:"
for f in "$HERE"/tracks/*.mp3 "$HERE"/voices/*.mp3; do
  printf '  %-40s %6.2f\n' "${f#"$HERE"/}" "$(sox --i -D "$f")"
done
du -sh "$HERE"
