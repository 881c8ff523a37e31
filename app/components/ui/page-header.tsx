import { Link } from '#app/components/ui/link.tsx'
import './page-header.css'

export interface Crumb {
	to?: string
	label: string
}

/** The trail from the home page to the current one. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
	return (
		<nav aria-label="Breadcrumb" className="breadcrumb">
			<ol>
				{crumbs.map((crumb, i) => (
					<li key={i}>{crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}</li>
				))}
			</ol>
		</nav>
	)
}

/** The banner at the top of every inner page: the page's one h1, an optional breadcrumb and intro. */
export function PageHeader({ title, breadcrumb, intro }: { title: React.ReactNode; breadcrumb?: Crumb[]; intro?: React.ReactNode }) {
	return (
		<div className="page-header">
			<div className="container">
				{breadcrumb ? <Breadcrumb crumbs={breadcrumb} /> : null}
				<h1>{title}</h1>
				{intro ? <div className="page-header__intro">{intro}</div> : null}
			</div>
		</div>
	)
}
