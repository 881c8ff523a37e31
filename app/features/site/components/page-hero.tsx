import { Breadcrumb, type Crumb } from '#app/components/ui/page-header.tsx'
import '../inner-page.css'

export interface HeroImage {
	src: string
	srcSet?: string
	sizes?: string
	/** The alt text of its media library entry; none: the picture is decoration beside the heading. */
	alt?: string
}

/**
 * The opening of a designed inner page: breadcrumb, the page's one h1, its lead
 * sentence and ways on, beside an illustration. The picture is the largest thing
 * in the first screen on a phone and on a desktop, so it loads first (eager, high
 * priority); its box is fixed by width, height and aspect ratio, so nothing moves.
 */
export function PageHero({
	title,
	breadcrumb,
	eyebrow,
	lead,
	image,
	actions,
}: {
	title: string
	breadcrumb: Crumb[]
	eyebrow?: string
	lead: React.ReactNode
	image: HeroImage | null
	actions?: React.ReactNode
}) {
	return (
		<div className={`page-hero${image ? '' : ' page-hero--text'}`}>
			<div className="container page-hero__inner">
				<div className="page-hero__text">
					<Breadcrumb crumbs={breadcrumb} />
					{eyebrow ? <p className="eyebrow page-hero__eyebrow">{eyebrow}</p> : null}
					<h1>{title}</h1>
					<div className="page-hero__lead">{lead}</div>
					{actions ? <div className="page-hero__actions">{actions}</div> : null}
				</div>
				{image ? (
					<div className="page-hero__media">
						<img {...image} alt={image.alt ?? ''} width="960" height="720" loading="eager" fetchPriority="high" decoding="async" />
					</div>
				) : null}
			</div>
		</div>
	)
}
