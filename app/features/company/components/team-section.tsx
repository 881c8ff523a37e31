import type { TeamMember } from '#app/features/company/company.types.ts'
import '../team.css'

/** The people behind the work: illustrated portraits, names, roles and a line each. */
export function TeamSection({ members }: { members: (TeamMember & { image: { src: string; srcSet?: string; sizes?: string }; alt?: string })[] }) {
	return (
		<section className="team" aria-labelledby="team-title">
			<div className="container">
				<header className="team__header">
					<h2 id="team-title">Meet some of the team</h2>
					<p>The people you are most likely to work with, from the first call to launch day and after.</p>
				</header>
				<ul className="team__list">
					{members.map((member) => (
						<li key={member.id} className="team__member">
							<img
								{...member.image}
								alt={member.alt || `Illustrated portrait of ${member.name}`}
								width="480"
								height="480"
								loading="lazy"
								decoding="async"
							/>
							<h3 className="team__name">{member.name}</h3>
							<p className="team__role">{member.role}</p>
							{member.bio ? <p className="team__bio">{member.bio}</p> : null}
						</li>
					))}
				</ul>
			</div>
		</section>
	)
}
