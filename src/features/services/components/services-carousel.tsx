import { useEffect, useState } from 'react'
import useEmblaCarousel from 'embla-carousel-react'
import Autoplay from 'embla-carousel-autoplay'
import { Box } from '@chakra-ui/react/box'
import { IconButton } from '@chakra-ui/react/button'
import { Flex } from '@chakra-ui/react/flex'
import { Text } from '@chakra-ui/react/text'
import { chakra } from '@chakra-ui/react/styled-system'
import type { ServiceListItem } from '@contract/services.ts'
import { RotationToggle } from '@/components/rotation-toggle'
import { useAutoRotation } from '@/lib/use-auto-rotation'
import { useServices } from '@/features/services/api/services'
import { ServiceCard } from '@/features/services/components/service-card'
import { servicesLoading } from '@/features/services/components/services-carousel-section'
import { servicesMessages } from '@/features/services/messages'
import { defineMessages, useMessages } from '@/i18n/messages'

const messages = defineMessages({
  en: {
    previous: 'Previous services',
    next: 'Next services',
    region: 'Services',
    carousel: 'carousel',
    slide: 'slide',
    slideOf: (position: number, count: number) => `${position} of ${count}`,
    /** Read after the pause/play verb (RotationToggle). */
    toggle: 'services carousel',
  },
  es: {
    previous: 'Servicios anteriores',
    next: 'Servicios siguientes',
    region: 'Servicios',
    carousel: 'carrusel',
    slide: 'diapositiva',
    slideOf: (position: number, count: number) => `${position} de ${count}`,
    toggle: 'el carrusel de servicios',
  },
})

export const CAROUSEL_DELAY_MS = 3000

function Arrow({ direction, onClick }: { direction: 'prev' | 'next'; onClick: () => void }) {
  const t = useMessages(messages)
  return (
    <IconButton aria-label={direction === 'prev' ? t.previous : t.next} onClick={onClick}
      variant="outline" colorPalette="brand" size="sm" bg="white">
      <chakra.svg viewBox="0 0 24 24" w="5" h="5" aria-hidden="true">
        <path d={direction === 'prev' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2" />
      </chakra.svg>
    </IconButton>
  )
}

function Slides({ services }: { services: ServiceListItem[] }) {
  const t = useMessages(messages)
  const { playing, userPaused, toggle, regionProps } = useAutoRotation()
  const [autoplay] = useState(() =>
    Autoplay({ delay: CAROUSEL_DELAY_MS, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false }),
  )
  // Embla follows keyboard focus itself only when the focus comes within 10 ms of the Tab key
  // press; on a busy or slow device it does not, and a looped slide could then stay out of
  // sight (WCAG 2.4.11). showFocusedSlide does it instead, whatever the timing.
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start', watchFocus: false }, [autoplay])

  /** When keyboard focus lands in a slide that is not wholly in view, moves to that slide at once. */
  const showFocusedSlide = (event: React.FocusEvent<HTMLElement>) => {
    const viewport = event.currentTarget
    const slide = embla?.slideNodes().findIndex((node) => node.contains(event.target)) ?? -1
    if (!embla || slide < 0) return
    viewport.scrollLeft = 0 // the browser may have scrolled the clipped viewport towards the element
    const focused = event.target.getBoundingClientRect()
    const frame = viewport.getBoundingClientRect()
    if (focused.left < frame.left || focused.right > frame.right) embla.scrollTo(slide, true)
  }

  useEffect(() => {
    if (!embla) return
    const apply = () => {
      const autoplayApi = embla.plugins().autoplay
      if (!autoplayApi) return
      try {
        if (playing) autoplayApi.play()
        else autoplayApi.stop()
      } catch (error) {
        // Without layout (e.g. a hidden or zero-width viewport) the plugin can throw; the carousel
        // then simply stays still, which is always acceptable.
        console.error('Services carousel autoplay unavailable', error)
      }
    }
    apply()
    // Embla starts its plugins afresh whenever it re-initialises (a resize, the slides refreshed
    // from /api), and autoplay then starts stopped (playOnInit: false): the state is applied again.
    embla.on('reInit', apply)
    return () => {
      embla.off('reInit', apply)
    }
  }, [embla, playing])

  return (
    <Box aria-roledescription={t.carousel} aria-label={t.region} role="region" {...regionProps}>
      <Flex justify="flex-end" gap="2" mb="4">
        <Arrow direction="prev" onClick={() => embla?.scrollPrev()} />
        <RotationToggle paused={userPaused} what={t.toggle} onClick={toggle} variant="outline" colorPalette="brand" bg="white" />
        <Arrow direction="next" onClick={() => embla?.scrollNext()} />
      </Flex>
      <Box ref={viewportRef} overflow="hidden" data-testid="services-carousel-viewport" onFocus={showFocusedSlide}>
        <Flex gap="0" ms="-4">
          {services.map((service, i) => (
            <Box key={service.id} role="group" aria-roledescription={t.slide} aria-label={t.slideOf(i + 1, services.length)}
              flex={{ base: '0 0 100%', md: '0 0 50%', lg: '0 0 33.333%' }} minW="0" ps="4">
              <ServiceCard service={service} maxDescription={120} headingLevel="h3" />
            </Box>
          ))}
        </Flex>
      </Box>
    </Box>
  )
}

/** Home's services carousel (SPEC §2): loops, 3 s autoplay, pauses on hover and keyboard focus. */
export function ServicesCarousel() {
  const services = useServices()
  const shared = useMessages(servicesMessages)
  if (services.isPending) return servicesLoading
  if (services.isError) return <Text color="red.700">{shared.failedToLoad}</Text>
  return <Slides services={services.data} />
}
