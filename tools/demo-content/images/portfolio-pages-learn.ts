/**
 * Archetypes for learning: online course platforms (course cards, live
 * classes, instructors), exam and assessment portals (test series, a question
 * screen with a timer, rank lists), university admissions (programme finder,
 * key dates, how to apply) and schools (notices, quick links, events).
 */
import { icon } from './icons.ts'
import { circle, rect } from './lib.ts'
import { type Block, appBand, block, cardFrame, cards, cta, faq, features, gallery, quote, reviews, stats, steps, table, team } from './portfolio-blocks.ts'
import { type Page, has, names, phone, pickV, rotate, shortNames, street } from './portfolio-copy.ts'
import { CW, type Ctx, W, X0, avatar, btn, field, fit, heading, money, para, T, wrap } from './portfolio-kit.ts'
import { type PhotoKind, photo } from './portfolio-photos.ts'
import { chipLine, phoneList, priceTag, searchPanel, timeline } from './portfolio-widgets.ts'

// ------------------------------------------------------------------- courses

type CourseKind = 'prep' | 'coding' | 'safety' | 'music' | 'robotics'

const COURSES: Record<CourseKind, { items: [string, string, number, PhotoKind][]; title: string; sub: string; eyebrow: string; cats: string[]; live: [string, string][] }> = {
	prep: {
		items: [
			['JEE Main Crash Course', '120 lessons · 40 mock tests', 8999, 'classroom'],
			['NEET Biology Mastery', '96 lessons · Daily practice', 7499, 'student'],
			['Physics Problem Solving', '60 lessons · Live doubts', 4999, 'desk'],
			['Full Mock Test Pack', '50 tests · All-India rank', 1999, 'student'],
		],
		title: 'Crack JEE and NEET with teachers who reply',
		sub: 'Recorded lectures, live doubt-solving every evening, practice tests and progress reports for parents.',
		eyebrow: 'Admissions open for 2026',
		cats: ['All courses', 'JEE Main', 'JEE Advanced', 'NEET', 'Foundation', 'Test series'],
		live: [['Rotational motion · doubts', 'Today 7:00 PM'], ['Organic chemistry revision', 'Tomorrow 6:30 PM'], ['Genetics in 60 minutes', 'Thu 7:30 PM']],
	},
	coding: {
		items: [
			['Full-Stack JavaScript', '24 weeks · Part-time cohort', 6900, 'desk'],
			['Front-End Foundations', '10 weeks · Evenings', 2400, 'student'],
			['Python for Data', '12 weeks · Online', 2900, 'desk'],
			['Career Coaching', '1:1 sessions · Portfolio review', 600, 'portrait'],
		],
		title: 'Learn to code with a cohort, not alone',
		sub: 'Part-time bootcamps in Austin and online, with mentor-reviewed assignments and career coaching until you are hired.',
		eyebrow: 'Next cohort starts 5 May',
		cats: ['All programs', 'Full-stack', 'Front-end', 'Data', 'Career'],
		live: [['Office hours: React state', 'Today 6:00 PM'], ['Mock interview night', 'Wed 7:00 PM'], ['Demo day', 'Fri 5:30 PM']],
	},
	safety: {
		items: [
			['Forklift Safety Basics', '12 modules · 45 min · EN/ES', 29, 'warehouse'],
			['Lockout/Tagout', '8 modules · 30 min · EN/ES', 25, 'factory'],
			['Warehouse Ergonomics', '6 modules · 20 min · EN/ES', 19, 'warehouse'],
			['Fire Safety & Evacuation', '10 modules · 35 min · EN/ES', 25, 'factory'],
		],
		title: 'Safety training your crew will actually finish',
		sub: 'Short video modules on the phone, in English and Spanish, with quizzes and certificates filed automatically.',
		eyebrow: 'For manufacturing and warehouses',
		cats: ['All modules', 'Forklifts', 'Lockout/Tagout', 'Ergonomics', 'Fire', 'Hazmat'],
		live: [['New hire orientation', 'Assigned to 14 workers'], ['Quarterly refresher', 'Due in 6 days'], ['Forklift recertification', '3 certificates expiring']],
	},
	music: {
		items: [
			['Hindustani Vocal · Beginner', '48 lessons · Weekly live class', 2400, 'music'],
			['Sitar Foundations', '36 lessons · Practice reviews', 3200, 'music'],
			['Tabla Taal Practice', '30 lessons · Rhythm drills', 2000, 'music'],
			['Raag Yaman in Depth', '12 lessons · Intermediate', 1500, 'music'],
		],
		title: 'Learn Indian classical music from your home',
		sub: 'Graded lessons, live one-to-one classes across time zones and practice recordings reviewed by your guru.',
		eyebrow: 'Students in 30 countries',
		cats: ['All', 'Vocal', 'Sitar', 'Tabla', 'Harmonium', 'Theory'],
		live: [['Vocal riyaz with Guruji', 'Today 7:00 PM IST'], ['Tabla: Teentaal', 'Sat 9:00 AM IST'], ['Q&A: Raag Bhairav', 'Sun 6:00 PM IST']],
	},
	robotics: {
		items: [
			['Robotics Starter Kit', 'Ages 8–12 · 20 projects', 89, 'robot'],
			['Code Your First Robot', '8 online lessons', 49, 'student'],
			['Sensors & Circuits', 'Ages 11+ · 12 projects', 69, 'robot'],
			['Summer Robotics Camp', '2 weeks · In person', 349, 'classroom'],
		],
		title: 'Robots kids build, code and keep',
		sub: 'Hands-on kits and lessons that turn screen time into making time. Built with teachers, loved by parents.',
		eyebrow: 'STEM for ages 8–14',
		cats: ['All', 'Kits', 'Online lessons', 'Camps', 'For schools'],
		live: [['Line-follower challenge', 'Sat 10:00 AM'], ['Parents’ open lab', 'Sun 4:00 PM'], ['Teacher training', 'Wed 5:00 PM']],
	},
}

export function coursesPage(c: Ctx): Page {
	const kind: CourseKind = has(c, /entrance|jee|neet|exam/) ? 'prep' : has(c, /coding|bootcamp/) ? 'coding' : has(c, /safety|compliance/) ? 'safety' : has(c, /music|vocal|classical/) ? 'music' : 'robotics'
	const k = COURSES[kind]
	const v = c.item.variant
	const teachers = names(c, 4)
	const player = (x: number, y: number, w: number, h: number) => {
		const { p } = c
		let g = photo(c, k.items[0]![3], x, y, w, h * 0.72)
		g += circle(x + w / 2, y + h * 0.36, 40, '#ffffff', 'fill-opacity=".9"') + icon('play', x + w / 2 - 14, y + h * 0.36 - 16, 32, p.primary)
		g += rect(x, y + h * 0.72 - 6, w, 6, '#00000055') + rect(x, y + h * 0.72 - 6, w * 0.38, 6, p.accent)
		g += rect(x, y + h * 0.72, w, h * 0.28, p.surface, 0, `stroke="${p.line}"`)
		;['1. Introduction', '2. Core ideas', '3. Practice set'].forEach((l, i) => (g += icon(i === 0 ? 'check' : 'play', x + 20, y + h * 0.72 + 18 + i * 36, 18, i === 0 ? '#16a34a' : p.muted) + T(c, x + 48, y + h * 0.72 + 33 + i * 36, l, 15, { w: i === 1 ? 700 : 400 }) + T(c, x + w - 20, y + h * 0.72 + 33 + i * 36, `${8 + i * 4}:00`, 13, { fill: p.muted, a: 'end' })))
		return g
	}
	const search = searchPanel(c, [['What do you want to learn?', k.items[0]![0], 'search']], 'Search', { w: 760 })
	const heroes: Page['hero'][] = [
		{ layout: 'split', bg: 'soft', visual: k.items[0]![3] === 'music' ? 'music' : 'student', eyebrow: k.eyebrow, title: k.title, sub: k.sub, ctas: ['Browse courses', 'Free demo class'], h: 640, extra: (top) => rectCard(c, X0 + 580, top + 460, 'Live class at 7 PM', `${teachers[0]} · 1,240 joined`) },
		{ layout: 'centered', bg: 'dark', eyebrow: k.eyebrow, title: k.title, sub: k.sub, panel: search, h: 560 },
		{ layout: 'split', bg: 'plain', visual: player, eyebrow: k.eyebrow, title: k.title, sub: k.sub, ctas: ['Start learning', 'See the syllabus'], h: 660 },
		{ layout: 'image', visual: k.items[0]![3], eyebrow: k.eyebrow, title: k.title, sub: k.sub, panel: searchPanel(c, [['Course', k.items[1]![0], 'search'], ['Level', 'Beginner', 'cap']], 'Find a course', { w: 1080 }), h: 680, align: 'left' },
	]
	const heroSpec = pickV(c, heroes)
	const courseCards = cards(c, {
		title: kind === 'safety' ? 'Training library' : kind === 'robotics' ? 'Kits and classes' : 'Popular courses',
		eyebrow: 'Courses',
		link: 'View all',
		items: k.items,
		cols: 4,
		cardH: 420,
		head: (y) => chipLine(c, X0, y + 160, k.cats, W - X0, 13),
		card: (x, y, w, h, [name, meta, price, pic], i) => {
			const { p } = c
			let g = cardFrame(c, x, y, w, h, pic, 190)
			g += rect(x + 14, y + 150, 74, 26, '#000000aa', 13) + T(c, x + 51, y + 168, `${[4.8, 4.9, 4.7, 4.8][i]} ★`, 12, { w: 700, fill: '#ffffff', a: 'middle' })
			const lines = wrap(c, name, w - 36, 18, { f: 'h' }, 2)
			lines.forEach((l, k2) => (g += T(c, x + 18, y + 224 + k2 * 23, l, 18, { f: 'h' })))
			g += T(c, x + 18, y + 236 + lines.length * 23, meta, fit(c, meta, w - 36, 13, 10), { fill: p.muted })
			g += avatar(c, x + 32, y + 318, 14, i + v * 5) + T(c, x + 54, y + 323, teachers[i]!, 13, { w: 600 })
			g += rect(x + 18, y + 348, w - 36, 1, p.line) + priceTag(c, x + 18, y + 390, kind === 'safety' ? `${money(c, price)}` : money(c, price), kind === 'safety' ? '/ learner' : '', 20)
			return g
		},
	})
	const live: Block = block(480, (y) => {
		const { p } = c
		let g = rect(0, y, W, 480, p.soft) + heading(c, X0, y + 80, kind === 'safety' ? 'Assigned this week' : 'Live this week', { eyebrow: kind === 'safety' ? 'For supervisors' : 'Live classes', width: 420 }).svg
		g += para(c, X0, y + 200, kind === 'safety' ? 'Assign modules by role, see who finished and download certificates for audits.' : 'Join from the app or the browser. Every class is recorded and added to your course.', 400, 17, { fill: p.muted }, 4).svg
		k.live.forEach(([t, when], i) => {
			const ty = y + 80 + i * 118
			g += rect(X0 + 480, ty, CW - 480, 100, p.surface, c.r, `stroke="${p.line}"`) + avatar(c, X0 + 530, ty + 50, 26, i + 2 + v)
			g += T(c, X0 + 576, ty + 44, t, 19, { w: 700 }) + T(c, X0 + 576, ty + 70, `${when} · ${teachers[i]}`, 14, { fill: p.muted })
			g += btn(c, W - X0 - 24, ty + 28, kind === 'safety' ? 'View' : i === 0 ? 'Join' : 'Remind me', i === 0 ? 'p' : 'soft', 14, 'end')
		})
		return g
	})
	const mentors = team(c, { title: kind === 'music' ? 'Your gurus' : kind === 'coding' ? 'Mentors' : 'Teachers', eyebrow: 'Faculty', people: teachers.map((t, i) => [t, { prep: ['Physics', 'Chemistry', 'Biology', 'Mathematics'], coding: ['Lead instructor', 'Front-end mentor', 'Data mentor', 'Career coach'], safety: ['Safety trainer', 'EHS manager', 'Bilingual trainer', 'Content lead'], music: ['Vocal', 'Sitar', 'Tabla', 'Harmonium'], robotics: ['Robotics educator', 'Electronics', 'Coding', 'Camp lead'] }[kind][i]!] as [string, string]) })
	return {
		nav: { style: heroSpec.layout === 'image' ? 'overlay' : heroSpec.bg === 'dark' ? 'dark' : 'bar', menu: ['Courses', 'Live classes', kind === 'safety' ? 'For employers' : 'Teachers', 'Pricing'], cta: kind === 'safety' ? 'Request a demo' : 'Sign up free', icons: ['search'] },
		hero: heroSpec,
		blocks: [courseCards, ...rotate(c, [live, mentors, stats(c, { prep: [['8,000+', 'Students'], ['1,200', 'Hours of video'], ['92%', 'Renewal rate'], ['7 PM', 'Daily doubt class']], coding: [['61% → 84%', 'Completion'], ['320', 'Graduates'], ['4.8★', 'Course rating'], ['12', 'Hiring partners']], safety: [['96%', 'Completion'], ['2 langs', 'English & Spanish'], ['0', 'Paper forms'], ['12 min', 'Average module']], music: [['30', 'Countries'], ['1:1', 'Live classes'], ['4.9★', 'Student rating'], ['24/7', 'Practice reviews']], robotics: [['20', 'Projects per kit'], ['98', 'Accessibility score'], ['6,000', 'Young makers'], ['140', 'Partner schools']] }[kind] as [string, string][], 'band')], v), kind === 'prep' || kind === 'music' ? appBand(c, { title: 'Learn on the go', text: 'Download lessons, practise offline and get reminders before every live class.', screen: phoneList(c, 'Today', [['Live: Doubt class', '7:00 PM', 'Join'], ['Practice test 14', '45 questions', 'New'], ['Homework', 'Due tomorrow', 'Due 1 d']]) }) : reviews(c, { title: 'Learners say', score: '4.8 · 3,400 reviews', items: [['The live classes made the recordings make sense.', shortNames(c, 1)[0]!, 'Student'], ['Short, practical and in my language.', shortNames(c, 2)[1]!, 'Learner'], ['Mentor feedback on every assignment was gold.', shortNames(c, 3)[2]!, 'Graduate']] })],
		footer: pickV(c, ['dark', 'light', 'brand'] as const),
		cols: [
			['Learn', ['Courses', 'Live classes', 'Free resources']],
			['Company', ['About', 'Teach with us', 'Careers']],
			['Help', ['Support', 'Refunds', phone(c)]],
		],
		tagline: k.sub,
		fillers: [cta(c, { title: 'Try a class for free', sub: 'No card, no commitment.', button: 'Book a demo class', style: 'primary' })],
	}
}

function rectCard(c: Ctx, x: number, y: number, title: string, sub: string): string {
	const { p } = c
	return rect(x + 4, y + 8, 300, 78, '#000000', 14, 'fill-opacity=".1"') + rect(x, y, 300, 78, p.surface, 14) + circle(x + 38, y + 39, 8, '#ef4444') + T(c, x + 60, y + 34, title, 16, { w: 700 }) + T(c, x + 60, y + 58, sub, fit(c, sub, 224, 13, 10), { fill: p.muted })
}

// --------------------------------------------------------------------- exams

type ExamKind = 'govt' | 'hiring' | 'school'

export function examsPage(c: Ctx): Page {
	const kind: ExamKind = has(c, /recruit|pre-employment|hiring|staffing/) ? 'hiring' : has(c, /schools?\b|unit tests|term exams/) ? 'school' : 'govt'
	const v = c.item.variant
	const question = (x: number, y: number, w: number, h: number) => {
		const { p } = c
		let g = rect(x + 8, y + 14, w, h, '#000000', c.r, 'fill-opacity=".1"') + rect(x, y, w, h, p.surface, c.r, `stroke="${p.line}"`)
		g += rect(x, y, w, 56, p.primary, c.r) + rect(x, y + 40, w, 16, p.primary) + T(c, x + 24, y + 36, kind === 'hiring' ? 'Warehouse Associate · Section 2' : kind === 'school' ? 'Class 9 · Science unit test' : 'SSC CGL Tier 1 · Quant', 15, { w: 700, fill: p.onPrimary })
		g += rect(x + w - 120, y + 14, 100, 28, '#ffffff33', 14) + T(c, x + w - 70, y + 34, '⏱ 18:42', 14, { w: 700, fill: p.onPrimary, a: 'middle' })
		g += T(c, x + 24, y + 96, 'Question 14 of 25', 13, { fill: p.muted, w: 600 })
		const q = kind === 'hiring' ? 'A pallet weighs 180 kg. The forklift limit is 1,000 kg. How many pallets can it lift at once?' : kind === 'school' ? 'Which part of the cell controls what enters and leaves it?' : 'A train covers 360 km in 4 hours. What is its speed in metres per second?'
		g += para(c, x + 24, y + 106, q, w - 48, 17, { w: 600 }, 3, 1.45).svg
		const opts = kind === 'hiring' ? ['4', '5', '6', '7'] : kind === 'school' ? ['Nucleus', 'Cell membrane', 'Cytoplasm', 'Cell wall'] : ['20 m/s', '25 m/s', '30 m/s', '90 m/s']
		opts.forEach((o, i) => {
			const oy = y + 200 + i * 54
			const on = i === 1
			g += rect(x + 24, oy, w - 48, 44, on ? p.soft : p.surface, Math.min(c.br, 10), `stroke="${on ? p.primary : p.line}"${on ? ' stroke-width="2"' : ''}`) + circle(x + 48, oy + 22, 9, on ? p.primary : p.surface, on ? '' : `stroke="${p.line}" stroke-width="2"`)
			g += T(c, x + 70, oy + 28, `${'ABCD'[i]}. ${o}`, 15, { w: on ? 700 : 400 })
		})
		// the question palette
		const py = y + h - 110
		for (let i = 0; i < 20; i++) g += rect(x + 24 + (i % 10) * 38, py + Math.floor(i / 10) * 38, 30, 30, i < 13 ? '#22c55e' : i === 13 ? p.primary : p.soft, 6) + T(c, x + 39 + (i % 10) * 38, py + 20 + Math.floor(i / 10) * 38, String(i + 1), 11, { w: 700, fill: i <= 13 ? '#ffffff' : p.muted, a: 'middle' })
		return g + btn(c, x + w - 24, py + 20, 'Save & next', 'p', 14, 'end')
	}
	const titles = { govt: 'Mock tests that feel like the real exam', hiring: 'Shortlist candidates on skills, not résumés', school: 'Unit tests and term exams, online and marked' }
	const subs = { govt: 'Timed sectional tests, negative marking and all-India ranks for SSC, banking and railway aspirants.', hiring: 'Role-based test templates, randomised papers and webcam proctoring. Recruiters see scores before they call.', school: 'Class-wise schedules, automatic marking for objective questions and teacher evaluation for the rest.' }
	const login = {
		w: 420,
		h: 420,
		draw: (x: number, y: number) => {
			const { p } = c
			let g = rect(x, y, 420, 420, p.surface, c.r, `stroke="${p.line}"`) + T(c, x + 30, y + 50, kind === 'school' ? 'Student login' : 'Candidate login', 22, { f: 'h' })
			g += field(c, x + 30, y + 80, 360, kind === 'school' ? 'Student ID' : 'Test code', kind === 'school' ? 'VJ-9B-0231' : 'SKC-7F2Q', { icon: 'user' }) + field(c, x + 30, y + 156, 360, kind === 'school' ? 'Date of birth' : 'Email', kind === 'school' ? '14/08/2011' : 'you@example.com', { icon: 'calendar' })
			g += rect(x + 30, y + 240, 360, 52, p.primary, Math.min(c.br, 12)) + T(c, x + 210, y + 272, 'Start test', 17, { w: 700, fill: p.onPrimary, a: 'middle' })
			g += T(c, x + 210, y + 330, 'Webcam and a stable connection required', 13, { fill: p.muted, a: 'middle' }) + T(c, x + 210, y + 370, kind === 'school' ? 'Teachers: log in here' : 'Recruiters: log in here', 14, { w: 600, fill: p.primary, a: 'middle' })
			return g
		},
	}
	const heroSpec: Page['hero'] = pickV(c, [
		{ layout: 'split', bg: 'soft', eyebrow: kind === 'govt' ? '50,000 students online at once' : 'Online assessments', title: titles[kind], sub: subs[kind], ctas: [kind === 'hiring' ? 'Request a demo' : 'Take a free test', 'See test series'], visual: question, h: 700 },
		{ layout: 'split', bg: 'dark', eyebrow: 'Assessment platform', title: titles[kind], sub: subs[kind], ctas: ['Get started', 'Pricing'], visual: question, h: 700, flip: true },
		{ layout: 'split', bg: 'primary', eyebrow: kind === 'school' ? 'Five schools · one portal' : 'Secure online exams', title: titles[kind], sub: subs[kind], panel: login, h: 600 },
	] as Page['hero'][])
	const people = names(c, 8)
	const series = cards(c, {
		title: kind === 'hiring' ? 'Test templates by role' : kind === 'school' ? 'Upcoming exams' : 'Test series',
		eyebrow: kind === 'hiring' ? 'Templates' : 'Practice',
		link: 'See all',
		items: { govt: [['SSC CGL Tier 1', '40 full tests · Hindi & English', 299], ['IBPS PO Prelims', '35 tests · Sectional timers', 349], ['RRB NTPC CBT 1', '30 tests · Previous papers', 249]], hiring: [['Warehouse Associate', '25 questions · 20 min', 0], ['Forklift Operator', '30 questions · Safety focus', 0], ['Customer Support', 'Typing + situational · 30 min', 0]], school: [['Class 9 · Science', 'Unit test 3 · Mon 14 Apr, 9:00', 0], ['Class 10 · Mathematics', 'Term 1 · Wed 16 Apr, 9:00', 0], ['Class 8 · English', 'Unit test 3 · Fri 18 Apr, 11:00', 0]] }[kind] as [string, string, number][],
		cols: 3,
		cardH: 230,
		card: (x, y, w, h, [name, meta, price], i) => {
			const { p } = c
			let g = cardFrame(c, x, y, w, h) + rect(x + 1, y + 1, w - 2, 6, [p.primary, p.accent, '#f59e0b'][i]!, 3)
			g += icon(kind === 'school' ? 'calendar' : 'file', x + 24, y + 34, 28, p.primary) + T(c, x + 24, y + 104, name, 21, { f: 'h' }) + T(c, x + 24, y + 132, meta, fit(c, meta, w - 48, 14, 10), { fill: p.muted })
			g += kind === 'govt' ? priceTag(c, x + 24, y + 190, money(c, price), 'full series', 20) : T(c, x + 24, y + 190, kind === 'hiring' ? 'Use template →' : 'Syllabus →', 15, { w: 700, fill: p.primary })
			g += btn(c, x + w - 24, y + 162, kind === 'govt' ? 'Buy' : kind === 'hiring' ? 'Preview' : 'Remind me', i === 0 ? 'p' : 'soft', 14, 'end')
			return g
		},
	})
	const ranks = table(c, {
		title: kind === 'hiring' ? 'Candidate shortlist' : kind === 'school' ? 'Class 9B results · Science' : 'All-India rank list · Mock 14',
		eyebrow: kind === 'hiring' ? 'Warehouse Associate · 48 candidates' : 'Results',
		cols: [{ label: kind === 'hiring' ? 'Candidate' : 'Rank', w: kind === 'hiring' ? 240 : 90 }, ...(kind === 'hiring' ? [] : [{ label: 'Student', w: 240 }]), { label: 'Score', w: 120, align: 'end' as const }, { label: 'Accuracy', w: 140, align: 'end' as const }, { label: 'Time', w: 120, align: 'end' as const }, { label: kind === 'hiring' ? 'Proctoring' : 'Percentile', w: 150, align: 'end' as const }],
		rows: people.slice(0, 6).map((nm, i) => (kind === 'hiring' ? [nm, `${92 - i * 4}/100`, `${94 - i * 3}%`, `${17 + i} min`, i === 4 ? '!warn:1 flag' : '!good:Clear'] : [`#${i + 1}`, nm, `${188 - i * 6}/200`, `${96 - i * 2}%`, `${54 + i * 2} min`, `${(99.98 - i * 0.03).toFixed(2)}`])),
		rowH: 52,
	})
	const timetable = table(c, {
		title: 'Exam timetable · Term 1',
		eyebrow: 'All campuses',
		cols: [{ label: 'Date', w: 170 }, { label: 'Class', w: 120 }, { label: 'Subject', w: 200 }, { label: 'Time', w: 170 }, { label: 'Mode', w: 150 }, { label: 'Status', w: 150, align: 'end' }],
		rows: [['Mon 14 Apr', 'Class 9', 'Science', '9:00–10:30', 'Online', '!info:Scheduled'], ['Tue 15 Apr', 'Class 10', 'Social science', '9:00–11:00', 'Online', '!info:Scheduled'], ['Wed 16 Apr', 'Class 10', 'Mathematics', '9:00–11:30', 'Online + paper', '!info:Scheduled'], ['Thu 17 Apr', 'Class 8', 'Hindi', '11:00–12:00', 'Online', '!neutral:Draft'], ['Fri 18 Apr', 'Class 8', 'English', '11:00–12:30', 'Online', '!neutral:Draft']],
		rowH: 52,
	})
	return {
		nav: { style: heroSpec.bg === 'dark' ? 'dark' : 'bar', menu: kind === 'hiring' ? ['Platform', 'Templates', 'Proctoring', 'Pricing'] : kind === 'school' ? ['Exams', 'Results', 'Timetable', 'Help'] : ['Test series', 'Free tests', 'Results', 'Current affairs'], cta: kind === 'hiring' ? 'Request demo' : 'Log in' },
		hero: heroSpec,
		blocks: [series, ...rotate(c, [kind === 'school' ? timetable : ranks, features(c, { title: kind === 'hiring' ? 'Fair, fast and secure' : 'Why students practise with us', items: kind === 'hiring' ? [['file', 'Role-based templates', 'Start from tested question sets.'], ['layers', 'Randomised papers', 'No two candidates see the same test.'], ['camera', 'Webcam snapshots', 'Light-touch proctoring, flagged for review.'], ['chart', 'Instant scores', 'Shortlist the same day.']] : [['clock', 'Real exam timing', 'Sectional timers and negative marking.'], ['chart', 'All-India rank', 'Compare with thousands every test.'], ['book', 'Detailed solutions', 'Every answer explained step by step.'], ['globe', 'Hindi & English', 'Switch language anytime.']], cols: 4 }), ranks], v), stats(c, kind === 'hiring' ? [['48 h → 6 h', 'Time to shortlist'], ['120+', 'Role templates'], ['99.9%', 'Uptime'], ['2 langs', 'EN & ES']] : [['50,000', 'Concurrent students'], ['1.2 lakh', 'Questions'], ['600+', 'Mock tests'], ['4.7★', 'App rating']], 'dark')],
		footer: 'dark',
		cols: [
			['Tests', ['Test series', 'Free tests', 'Results']],
			['Company', ['About', 'Careers', 'Contact']],
			['Help', ['FAQ', 'Refunds', phone(c)]],
		],
		tagline: subs[kind],
		fillers: [faq(c, 'Frequently asked', ['What happens if my internet drops?', 'Can I retake a test?'], 'Your answers save every few seconds. Reconnect within ten minutes and you continue where you stopped.')],
	}
}

// ---------------------------------------------------------------- university

export function universityPage(c: Ctx): Page {
	const design = has(c, /design/)
	const tech = has(c, /technology|graduate/)
	const v = c.item.variant
	const progs: [string, string, string][] = design
		? [['B.Des Communication Design', '4 years · 40 seats', 'Portfolio + studio test'], ['B.Des Product Design', '4 years · 40 seats', 'Portfolio + studio test'], ['M.Des Interaction Design', '2 years · 20 seats', 'Portfolio + interview']]
		: tech
			? [['MS Computer Science', '2 years · Thesis or project', 'GRE optional'], ['MS Data Science', '18 months · Full time', 'Two letters'], ['PhD Electrical Engineering', '5 years · Funded', 'Research statement']]
			: [['B.Tech Computer Engineering', '4 years · 120 seats', 'Entrance test'], ['BBA', '3 years · 180 seats', 'Merit + interview'], ['M.Sc Environmental Science', '2 years · 40 seats', 'Entrance test']]
	const dates: [string, string][] = design ? [['Applications open', '1 Dec'], ['Portfolio upload', 'by 15 Jan'], ['Studio test', '2–4 Feb'], ['Offers', '1 Mar']] : tech ? [['Applications open', 'Sep 1'], ['Priority deadline', 'Dec 15'], ['Reviews', 'Jan–Feb'], ['Decisions', 'Mar 15']] : [['Applications open', '1 Mar'], ['Last date', '15 May'], ['Entrance test', '8 Jun'], ['Merit list', '25 Jun']]
	const title = design ? 'Design your future. Applications for 2026 are open.' : tech ? 'Apply to graduate programs, entirely online' : `Admissions 2026: 60 programmes, one application`
	const finder = searchPanel(c, [['Level', design ? 'Undergraduate' : tech ? 'Graduate' : 'Undergraduate', 'cap'], ['Discipline', design ? 'Communication design' : tech ? 'Computer science' : 'Engineering', 'book']], 'Find programmes', { w: 1080 })
	const heroSpec: Page['hero'] = pickV(c, [
		{ layout: 'image', visual: 'campus', eyebrow: 'Admissions 2026', title, sub: 'Check eligibility, upload documents and book your test slot from one portal.', h: 700, align: 'left', panel: finder },
		{ layout: 'split', bg: 'soft', visual: 'campus', eyebrow: 'Graduate admissions', title, sub: 'Request recommendation letters, pay the fee and track your application in one place.', ctas: ['Start application', 'Programs'], h: 640, flip: true },
		{ layout: 'split', bg: 'dark', visual: design ? 'interior' : 'campus', eyebrow: 'Admissions open', title, sub: 'Upload your portfolio, choose a studio test slot and book your interview online.', ctas: ['Apply now', 'View portfolio guide'], h: 640 },
	] as Page['hero'][])
	const keyDates: Block = block(420, (y) => {
		const { p } = c
		let g = rect(0, y, W, 420, p.soft) + heading(c, X0, y + 80, 'Key dates', { eyebrow: 'Admissions calendar' }).svg
		g += timeline(c, X0 + 40, y + 220, CW - 80, dates.map(([t, d]) => [t, d]), 1)
		g += btn(c, X0, y + 330, 'Add dates to my calendar', 'o', 15)
		return g
	})
	const programmes = cards(c, {
		title: design ? 'Programmes' : tech ? 'Graduate programs' : 'Popular programmes',
		eyebrow: 'Study',
		link: 'All programmes',
		items: progs,
		cols: 3,
		cardH: 380,
		card: (x, y, w, h, [name, meta, req], i) => {
			const { p } = c
			let g = cardFrame(c, x, y, w, h, (['campus', design ? 'interior' : 'desk', design ? 'textile' : 'classroom'] as PhotoKind[])[i]!, 170)
			const lines = wrap(c, name, w - 44, 20, { f: 'h' }, 2)
			lines.forEach((l, k) => (g += T(c, x + 22, y + 208 + k * 25, l, 20, { f: 'h' })))
			g += T(c, x + 22, y + 222 + lines.length * 25, meta, 14, { fill: p.muted }) + icon('check', x + 22, y + 268, 18, p.primary) + T(c, x + 48, y + 282, req, 14)
			g += btn(c, x + 22, y + h - 66, 'Check eligibility', 'soft', 14)
			return g
		},
	})
	const apply = steps(c, { title: 'How to apply', items: design ? [['Register', 'Create your account'], ['Upload portfolio', '10–15 pieces, PDF'], ['Book test slot', 'Choose date and centre'], ['Interview', 'Online or on campus']] : [['Register', 'Email and mobile'], ['Fill the form', 'Programme-wise eligibility'], ['Upload documents', 'Verified online'], ['Pay the fee', 'Card, UPI or net banking']] })
	return {
		nav: { style: heroSpec.layout === 'image' ? 'overlay' : 'utility', menu: ['Programmes', 'Admissions', 'Fees & aid', 'Campus', 'Research'], cta: 'Apply now', util: [`Admissions helpline ${phone(c)}`, 'Students · Parents · Alumni'] },
		hero: heroSpec,
		blocks: [programmes, keyDates, ...rotate(c, [apply, gallery(c, 'Campus life', ['campus', 'classroom', 'student', design ? 'textile' : 'desk']), faq(c, 'Admissions FAQ', ['Can I apply to more than one programme?', 'Is there an application fee waiver?', 'How will I know my result?'], 'Yes. One application lets you choose up to three programmes in order of preference; the fee is paid once.')], v)],
		footer: 'dark',
		cols: [
			['Admissions', ['Apply', 'Eligibility', 'Fees', 'Scholarships']],
			['University', ['About', 'Faculty', 'Research', 'News']],
			['Contact', [phone(c), street(c)]],
		],
		tagline: `${c.item.title}. Accredited, research-led, open to all.`,
		fillers: [stats(c, [['60', 'Programmes'], ['30,000', 'Applications a year'], ['92%', 'Placement rate'], ['140', 'Acre campus']], 'plain')],
	}
}

// -------------------------------------------------------------------- school

export function schoolPage(c: Ctx): Page {
	const preschool = has(c, /montessori|preschool/)
	const group = has(c, /group of schools|five schools|multi-campus/)
	const v = c.item.variant
	const title = preschool ? 'Where little lanterns learn to shine' : group ? 'Five schools, one family' : pickV(c, ['Learning that grows with your child', 'Curious minds, kind hearts', 'A school that knows every child'])
	const sub = preschool ? 'A Montessori preschool with two campuses, daily photo updates and a calm, child-led day.' : 'Admissions, fee payment, report cards and notices in one place for parents and students.'
	const heroSpec: Page['hero'] = pickV(c, [
		{ layout: 'split', bg: 'soft', visual: 'classroom', eyebrow: 'Admissions open 2026–27', title, sub, ctas: ['Apply for admission', 'Book a visit'], h: 620 },
		{ layout: 'image', visual: 'campus', eyebrow: 'Admissions open 2026–27', title, sub, ctas: ['Apply now', 'Virtual tour'], h: 620, align: 'center' },
		{ layout: 'split', bg: 'primary', visual: 'student', eyebrow: 'Welcome', title, sub, ctas: ['Admissions', 'Parent portal'], h: 600, flip: true },
		{ layout: 'split', bg: 'plain', visual: 'campus', eyebrow: 'Admissions open 2026–27', title, sub, ctas: ['Enquire now', 'Fee structure'], h: 620 },
	] as Page['hero'][])
	const quick: Block = block(230, (y) => {
		const { p } = c
		const links: [string, string][] = [['cap', 'Admissions'], ['tag', 'Pay fees'], ['user', 'Parent portal'], ['calendar', 'Calendar'], ['truck', 'Transport'], ['file', 'Results']]
		const w = (CW - 5 * 16) / 6
		let g = ''
		links.forEach(([ic, label], i) => {
			const x = X0 + i * (w + 16)
			g += rect(x, y + 50, w, 130, i === 0 ? p.primary : p.surface, c.r, i === 0 ? '' : `stroke="${p.line}"`) + icon(ic, x + w / 2 - 16, y + 80, 32, i === 0 ? p.onPrimary : p.primary) + T(c, x + w / 2, y + 150, label, 16, { w: 700, a: 'middle', fill: i === 0 ? p.onPrimary : p.ink })
		})
		return g
	})
	const notices: Block = block(560, (y) => {
		const { p } = c
		let g = heading(c, X0, y + 70, 'News & events', { eyebrow: 'What’s happening' }).svg
		const events: [string, string, string, string][] = preschool
			? [['14', 'MAR', 'Spring open house', 'Both campuses · 10 AM–12 PM'], ['21', 'MAR', 'Family garden day', 'Bring gloves and a snack'], ['02', 'APR', 'Parent-teacher conferences', 'Book a slot in the app']]
			: [['14', 'MAR', 'Annual sports day', 'Main ground · 8:30 AM'], ['21', 'MAR', 'Science exhibition', 'Classes 6–9 · Auditorium'], ['02', 'APR', 'Term 2 fees due', 'Pay online to avoid late fee']]
		events.forEach(([d, m, t, meta], i) => {
			const ty = y + 170 + i * 110
			g += rect(X0, ty, 84, 92, i === 0 ? p.primary : p.soft, Math.min(c.r, 14)) + T(c, X0 + 42, ty + 48, d, 32, { f: 'h', a: 'middle', fill: i === 0 ? p.onPrimary : p.ink }) + T(c, X0 + 42, ty + 74, m, 13, { w: 700, ls: 1.5, a: 'middle', fill: i === 0 ? p.onPrimary : p.muted })
			g += T(c, X0 + 108, ty + 40, t, 20, { w: 700 }) + T(c, X0 + 108, ty + 68, meta, 15, { fill: p.muted })
		})
		const nx = X0 + 620
		g += rect(nx, y + 170, CW - 620, 330, p.soft, c.r) + T(c, nx + 28, y + 214, 'Notice board', 19, { w: 700 }) + icon('bell', X0 + CW - 52, y + 194, 24, p.primary)
		;['Summer uniform from 1 April', 'Bus route 7 timing changed', 'Library week: donate a book', 'Report cards in the parent app'].forEach((nt, i) => (g += circle(nx + 34, y + 256 + i * 60, 5, p.primary) + T(c, nx + 50, y + 262 + i * 60, nt, 16) + (i < 3 ? rect(nx + 28, y + 284 + i * 60, CW - 676, 1, p.line) : '')))
		return g
	})
	const principal = quote(c, { text: preschool ? 'Children learn best when they are trusted to choose. Our job is to prepare the room and then get out of the way.' : 'Every child here is known by name. Technology helps us spend less time on paperwork and more time with them.', name: names(c, 1, preschool ? '' : 'Dr. ')[0]!, role: preschool ? 'Founder and head of school' : 'Principal', seed: 12 + v, style: pickV(c, ['soft', 'plain', 'dark', 'soft'] as const) })
	const campuses = cards(c, {
		title: 'Our campuses',
		items: ['Satellite', 'Bopal', 'Gota', 'Chandkheda', 'Maninagar'].slice(0, 3),
		cols: 3,
		cardH: 320,
		card: (x, y, w, h, area, i) => cardFrame(c, x, y, w, h, 'campus', 180) + T(c, x + 22, y + 220, `${c.item.title.split(' ')[0]} ${area}`, 20, { f: 'h' }) + T(c, x + 22, y + 248, `Nursery–Class ${[12, 10, 8][i]} · ${['CBSE', 'CBSE', 'GSEB'][i]}`, 14, { fill: c.p.muted }) + T(c, x + 22, y + 288, 'Visit campus →', 14, { w: 600, fill: c.p.primary }),
	})
	return {
		nav: { style: pickV(c, ['utility', 'bar', 'utility', 'center'] as const), menu: ['About', 'Admissions', 'Academics', 'Campus life', 'Contact'], cta: 'Parent login', util: [`${phone(c)} · ${street(c)}`, 'Mon–Fri 8:00–15:30'] },
		hero: heroSpec,
		blocks: [quick, notices, ...rotate(c, [group ? campuses : principal, gallery(c, 'Life at school', ['classroom', 'campus', 'student', 'robot']), appBand(c, { title: 'Everything in the parent app', text: 'Attendance, homework, fees and photos from the classroom, as it happens.', screen: phoneList(c, 'Today', [['Attendance', 'Checked in 8:02 AM', 'Present'], ['Homework', 'Maths · page 42', 'Due 1 d'], ['Fees', 'Term 2', 'Paid']]) })], v)],
		footer: pickV(c, ['brand', 'dark', 'light', 'dark'] as const),
		cols: [
			['School', ['About', 'Faculty', 'Careers']],
			['Parents', ['Admissions', 'Fees', 'Parent portal', 'Transport']],
			['Contact', [phone(c), street(c)]],
		],
		tagline: sub,
		fillers: [stats(c, [['1,800', 'Students'], ['96', 'Teachers'], ['1:18', 'Teacher ratio'], ['25', 'Years']], 'band'), features(c, { title: 'Facilities', items: [['book', 'Library', '8,000 books and a reading garden.'], ['cpu', 'Robotics lab', 'Kits and coding from Class 3.'], ['heart', 'Sports', 'Football, athletics and swimming.']], cols: 3, style: 'plain' })],
	}
}
