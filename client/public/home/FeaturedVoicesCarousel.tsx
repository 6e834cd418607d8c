// The home page's featured voices in a carousel (Mantine Carousel on embla): it moves on every
// 3500 ms, treats a pointer move of 30 px as a drag, and stays still while hovered or focused,
// while a sample plays, when the person prefers reduced motion, or after they press pause.
// Each voice has a play button in the shared player.
import "@mantine/carousel/styles.css";
import { Carousel } from "@mantine/carousel";
import { ActionIcon, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import type { EmblaCarouselType } from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import { useEffect, useRef, useState, type FocusEvent } from "react";
import { graphql, useFragment } from "react-relay";
import type { FeaturedVoicesCarousel_voices$key } from "../../__generated__/FeaturedVoicesCarousel_voices.graphql.ts";
import { PrefetchLink } from "../../app/PrefetchLink.tsx";
import { CAROUSEL_DRAG_THRESHOLD_PX, CAROUSEL_INTERVAL_MS } from "../../app/timing.ts";
import { PlayButton, useAudioPlayer } from "../../ui/audio/index.ts";
import { Icon } from "../../ui/Icon.tsx";
import { languageName, styleName } from "../../ui/languages.ts";
import { VoicePortrait } from "../../ui/VoicePortrait.tsx";

export function FeaturedVoicesCarousel({ voices: voicesKey }: { voices: FeaturedVoicesCarousel_voices$key }) {
  const voices = useFragment(
    graphql`
      fragment FeaturedVoicesCarousel_voices on Voice @relay(plural: true) {
        id
        slug
        name
        languages
        styles
        photoUrl
        samples {
          id
          title
          url
        }
      }
    `,
    voicesKey,
  );
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const { state: player } = useAudioPlayer();
  const playing = player.track !== null && (player.status === "playing" || player.status === "loading");
  const paused = hovered || focused || stopped || !!reducedMotion || playing;

  // Embla's autoplay plugin moves the carousel; this component decides when it may run.
  const autoplay = useRef(Autoplay({ delay: CAROUSEL_INTERVAL_MS, playOnInit: false, stopOnInteraction: false, stopOnFocusIn: false }));
  const pausedRef = useRef(paused);
  useEffect(() => {
    pausedRef.current = paused;
    if (!embla || embla.scrollSnapList().length <= 1) return;
    // Resuming waits a full interval before moving.
    if (paused) autoplay.current.stop();
    else autoplay.current.play();
  }, [embla, paused]);
  useEffect(() => {
    if (!embla) return;
    // After a drag the plugin starts a full interval again, unless the carousel is paused.
    const keepPaused = () => {
      if (pausedRef.current) autoplay.current.stop();
    };
    embla.on("pointerUp", keepPaused);
    return () => {
      embla.off("pointerUp", keepPaused);
    };
  }, [embla]);

  if (voices.length === 0) return null;
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Stack gap="md">
      <Group justify="flex-end" gap="xs">
        {!reducedMotion && (
          <Button variant="subtle" size="xs" leftSection={<Icon name={stopped ? "play" : "pause"} size={14} />} onClick={() => setStopped((value) => !value)}>
            {stopped ? "Resume slideshow" : "Pause slideshow"}
          </Button>
        )}
        <ActionIcon variant="default" size="lg" radius="xl" onClick={() => embla?.scrollPrev()} aria-label="Previous voices">
          <Icon name="arrowLeft" size={18} />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" radius="xl" onClick={() => embla?.scrollNext()} aria-label="Next voices">
          <Icon name="arrowRight" size={18} />
        </ActionIcon>
      </Group>
      <div onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)} onFocus={() => setFocused(true)} onBlur={onBlur}>
        <Carousel
          aria-roledescription="carousel"
          aria-label="Featured voices"
          slideSize={{ base: "100%", xs: "50%", md: "33.3333%" }}
          slideGap="md"
          emblaOptions={{ loop: voices.length > 3, align: "start", dragThreshold: CAROUSEL_DRAG_THRESHOLD_PX }}
          getEmblaApi={setEmbla}
          plugins={[autoplay.current]}
          withControls={false}
          data-testid="featured-voices"
        >
          {voices.map((voice, index) => {
            const sample = voice.samples[0];
            return (
              <Carousel.Slide key={voice.id} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${voices.length}: ${voice.name}`}>
                <Card padding="lg" h="100%">
                  <Stack gap="sm" h="100%">
                    <Group wrap="nowrap" gap="md">
                      <VoicePortrait name={voice.name} photoUrl={voice.photoUrl} size={72} alt={`Portrait of ${voice.name}`} />
                      <div style={{ minWidth: 0 }}>
                        <Title order={3} fz="lg">
                          {voice.name}
                        </Title>
                        <Text size="sm" c="dimmed">
                          {voice.languages.map(languageName).join(", ")}
                        </Text>
                      </div>
                    </Group>
                    <Group gap={6} style={{ flexGrow: 1 }} align="flex-start">
                      {voice.styles.map((style) => (
                        <Badge key={style} variant="light" color="gray" radius="sm" tt="none">
                          {styleName(style)}
                        </Badge>
                      ))}
                    </Group>
                    {sample && (
                      <div>
                        <PlayButton track={{ id: sample.id, title: `${voice.name}, ${sample.title}`, src: sample.url }} />
                        <Text size="xs" c="dimmed" mt={6} lineClamp={1}>
                          {sample.title}
                        </Text>
                      </div>
                    )}
                  </Stack>
                </Card>
              </Carousel.Slide>
            );
          })}
        </Carousel>
      </div>
      <Anchor component={PrefetchLink} to="/about/voices" fw={600} size="sm">
        Listen to every voice in the catalogue
      </Anchor>
    </Stack>
  );
}
