import { ContactLink, telHref } from '#app/components/ui/contact-link.tsx'
import { Link } from '#app/components/ui/link.tsx'
import { PortfolioCta } from './portfolio-cta.tsx'
import type { ExperienceEntry, IndustryContent } from './portfolio.types.ts'
import './portfolio.css'

type IconName = ExperienceEntry['icon'] | 'check'

/**
 * The marketing sections of an industry software page: the feature
 * description, the modules (where the content lists them), the roles, what
 * the agency provides, the experience strip and a call to action.
 */
export function IndustrySections({ label, content, experience, phone }: { label: string; content: IndustryContent; experience: readonly ExperienceEntry[]; phone: string }) {
	const [lead, ...features] = content.features
	return (
		<>
			<section className="industry-hero" aria-labelledby="industry-headline">
				<div className="container industry-hero__inner">
					<p className="industry-hero__eyebrow">{label}</p>
					<h2 id="industry-headline" className="industry-hero__headline">
						{content.headline}
					</h2>
					{lead ? <p className="industry-hero__lead">{lead}</p> : null}
					<div className="industry-hero__actions">
						<Link className="button button--primary" to="/contact-us">
							Discuss your project
						</Link>
						<a className="button portfolio-button--outline" href="#portfolio-projects">
							See our projects
						</a>
					</div>
				</div>
			</section>

			{features.length > 0 ? (
				<section className="section industry-features" aria-labelledby="industry-features">
					<div className="container">
						<h2 id="industry-features" className="section__title">
							Everything your business needs, in one system
						</h2>
						<div className="auto-grid industry-features__text">
							{features.map((paragraph) => (
								<p key={paragraph.slice(0, 40)}>{paragraph}</p>
							))}
						</div>
					</div>
				</section>
			) : null}

			{content.modules?.length ? (
				<section className="section section--tint industry-modules" aria-labelledby="industry-modules">
					<div className="container">
						<h2 id="industry-modules" className="section__title">
							Modules
						</h2>
						<ul className="auto-grid industry-modules__list">
							{content.modules.map((module) => (
								<li key={module}>
									<Icon name="check" />
									{module}
								</li>
							))}
						</ul>
					</div>
				</section>
			) : null}

			{content.roles?.length ? (
				<section className="section industry-roles" aria-labelledby="industry-roles">
					<div className="container">
						<h2 id="industry-roles" className="section__title">
							One platform for every role
						</h2>
						<ul className="auto-grid industry-roles__list">
							{content.roles.map((role) => {
								const [name, text] = splitRole(role)
								return (
									<li key={role} className="card industry-roles__card">
										<h3>{name}</h3>
										{text ? <p>{text}</p> : null}
									</li>
								)
							})}
						</ul>
					</div>
				</section>
			) : null}

			<section className="section section--tint industry-provider" aria-labelledby="industry-provider">
				<div className="container">
					<h2 id="industry-provider" className="section__title">
						What we provide
					</h2>
					<ol className="auto-grid industry-provider__grid">
						{content.provider.map((card, index) => (
							<li key={card.title} className="card industry-provider__card">
								<span className="industry-provider__number" aria-hidden="true">
									{String(index + 1).padStart(2, '0')}
								</span>
								<h3>{card.title}</h3>
								<p>{card.text}</p>
							</li>
						))}
					</ol>
				</div>
			</section>

			<section className="industry-experience" aria-labelledby="industry-experience">
				<div className="container">
					<h2 id="industry-experience" className="visually-hidden">
						Why work with us
					</h2>
					<ul className="auto-grid industry-experience__list">
						{experience.map((entry) => (
							<li key={entry.text}>
								<Icon name={entry.icon} />
								<span>{entry.text}</span>
							</li>
						))}
					</ul>
				</div>
			</section>

			<PortfolioCta
				id="industry-cta"
				title="Let’s talk about the software your business needs"
				text="Tell us how your business works and we will show you how the software can fit it, with a clear plan and a fixed quote."
			>
				<ContactLink className="portfolio-cta__phone" href={telHref(phone)}>
					<Icon name="support" />
					Call us: {phone}
				</ContactLink>
				<Link className="button portfolio-button--accent" to="/contact-us">
					Contact Us
				</Link>
			</PortfolioCta>
		</>
	)
}

/** "Admin: manages the school" → ["Admin", "manages the school"]. */
function splitRole(role: string): [string, string] {
	const at = role.indexOf(':')
	if (at < 0) return [role, '']
	const text = role.slice(at + 1).trim()
	return [role.slice(0, at).trim(), text.charAt(0).toUpperCase() + text.slice(1)]
}

const ICON_PATHS: Record<IconName, string> = {
	design: 'M3 21l3.8-1 11-11a2.1 2.1 0 0 0-3-3l-11 11L3 21zM13.5 6.5l3 3',
	support: 'M4 13v-1a8 8 0 0 1 16 0v1M4 13a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2v-2zm16 0a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2v-2zM17 17v1a3 3 0 0 1-3 3h-2',
	projects: 'M3 7h18v13H3zM8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 12h18',
	trust: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zM8.5 12l2.5 2.5 4.5-5',
	check: 'M5 12.5l4.5 4.5L19 7.5',
}

function Icon({ name }: { name: IconName }) {
	return (
		<svg className={`industry-icon industry-icon--${name}`} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
			<path d={ICON_PATHS[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
		</svg>
	)
}
