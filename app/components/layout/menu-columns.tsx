import { NavLink } from '#app/components/ui/link.tsx'
import type { NavGroup } from './navigation.ts'

/**
 * A menu group's columns, each an optional title over its list of links: the
 * desktop panel and the phone menu show the same markup, each under its own
 * class names (site-header-menus.css). A followed link closes its menu by the click's bubbling to
 * the menu (site-header.tsx).
 */
export function MenuColumns({ columns, classes }: { columns: NavGroup['columns']; classes: { column?: string; title: string; list: (links: number) => string } }) {
	return columns.map((column, i) => (
		<div key={i} className={classes.column}>
			{column.title ? <p className={classes.title}>{column.title}</p> : null}
			<ul className={classes.list(column.links.length)}>
				{column.links.map((link) => (
					<li key={link.to}>
						<NavLink to={link.to}>{link.label}</NavLink>
					</li>
				))}
			</ul>
		</div>
	))
}
