import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { useEffect, useRef, useState } from 'react'
import { mediaImage } from '#app/lib/media.ts'
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts'
import type { LogoDesign } from './portfolio.types.ts'
import './portfolio.css'

/** The logo carousel moves on by one slide every five seconds (spec §9). */
export const AUTOPLAY_DELAY_MS = 5000

/** The most slides a view shows (`--slides` in portfolio-logos.css, at the widest). */
const FIRST_VIEW_SLIDES = 4

/**
 * The "Company Logo" carousel of the logo design portfolio: all logos are in
 * the server HTML (the slide widths are CSS, so nothing moves on hydration),
 * one slide at a time scrolls by, in a loop, without arrows or dots.
 *
 * Autoplay pauses while the pointer is over the carousel or focus is inside
 * it, never starts for visitors who prefer reduced motion, and can be stopped
 * with the rotation button (WCAG 2.2.2). Tabbing to a logo scrolls its slide
 * into view (Embla's focus handling).
 */
export function LogoCarousel({ logos }: { logos: LogoDesign[] }) {
	const reducedMotion = usePrefersReducedMotion()
	const [autoplay] = useState(() =>
		Autoplay({ delay: AUTOPLAY_DELAY_MS, playOnInit: false, stopOnInteraction: true, stopOnMouseEnter: false, stopOnFocusIn: false }),
	)
	const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start', slidesToScroll: 1 }, [autoplay])
	// null: the visitor has not chosen, so the motion preference decides.
	const [userPaused, setUserPaused] = useState<boolean | null>(null)
	const [hovered, setHovered] = useState(false)
	const [focusWithin, setFocusWithin] = useState(false)
	const paused = userPaused ?? reducedMotion
	const shouldPlay = !paused && !hovered && !focusWithin
	const shouldPlayRef = useRef(shouldPlay)

	useEffect(() => {
		shouldPlayRef.current = shouldPlay
		if (!api) return
		if (shouldPlay) autoplay.play()
		else autoplay.stop()
	}, [api, autoplay, shouldPlay])

	useEffect(() => {
		if (!api) return
		// A drag stops autoplay (stopOnInteraction); a touch drag resumes it once released.
		const resume = () => {
			if (shouldPlayRef.current) autoplay.play()
		}
		api.on('pointerUp', resume)
		return () => {
			api.off('pointerUp', resume)
		}
	}, [api, autoplay])

	return (
		<section
			className="section logo-carousel"
			aria-roledescription="carousel"
			aria-labelledby="logo-carousel-title"
			onMouseEnter={() => setHovered(true)}
			onMouseLeave={() => setHovered(false)}
			onFocus={() => setFocusWithin(true)}
			onBlur={(event) => {
				if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false)
			}}
		>
			<div className="container">
				<div className="logo-carousel__header">
					<h2 id="logo-carousel-title" className="logo-carousel__title">
						Company Logo
					</h2>
					{logos.length > 1 ? (
						<button type="button" className="logo-carousel__rotation" onClick={() => setUserPaused(!paused)}>
							<span className={paused ? 'logo-carousel__icon logo-carousel__icon--play' : 'logo-carousel__icon'} aria-hidden="true" />
							{paused ? 'Play slideshow' : 'Pause slideshow'}
						</button>
					) : null}
				</div>
				<div className="logo-carousel__viewport" ref={viewportRef}>
					<div className="logo-carousel__track" aria-live={shouldPlay ? 'off' : 'polite'}>
						{logos.map((logo, index) => (
							<div
								key={logo.id}
								className="logo-carousel__slide"
								role="group"
								aria-roledescription="slide"
								aria-label={`${index + 1} of ${logos.length}`}
							>
								{/* A plain link: the carousel is an island of its page, hydrated without the router. */}
								<a className="logo-carousel__card" href={`/logodesign/${logo.image}`}>
									<img
										{...mediaImage('logos', logo.image, 'logo')}
										alt={`Logo for ${logo.client}`}
										width="400"
										height="400"
										// The slides of the first view load with the page, the others as they come near (decision 056).
										loading={index < FIRST_VIEW_SLIDES ? undefined : 'lazy'}
									/>
									<span className="logo-carousel__client" aria-hidden="true">
										{logo.client}
									</span>
								</a>
							</div>
						))}
					</div>
				</div>
			</div>
		</section>
	)
}
