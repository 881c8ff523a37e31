/**
 * A film as one HTML page (1280×720) whose motion is Web Animations on a single clock: make.ts
 * pauses them all and sets each frame's time, so a frame is the same however long it takes to
 * draw. The page is in the two inks of decision 087: the studio's navy on paper, the amber as the
 * one spot colour, halftone screens; every word in the brand face, Plus Jakarta Sans.
 *
 * The quote's lines are found in the page (the browser sets each sentence, balanced, at the
 * quote's width) and each is shown as the voice reaches it, by its share of the sentence's letters.
 */
import { PRINT, esc } from '../images/lib.ts'
import { HEIGHT, WIDTH, type Cut } from './films.ts'

export interface FilmPage {
	cut: Cut
	client: string
	role: string
	company: string
	place: string
	/** The poster's SVG: the opening card. */
	poster: string
	/** The speaker printed in two inks, drawn for a 96×96 box (images/testimonials.ts). */
	portrait: string
	studio: string
	tagline: string
	/** A file: URL of the brand face's woff2. */
	font: string
}

/** Dots of a halftone screen over a w×h box, on a 45° grid, growing from nothing at one side to `max` at the other. */
export function gradedScreen(w: number, h: number, step: number, max: number, fill: string, growTo: 'left' | 'right'): string {
	let dots = ''
	const diagonal = step / Math.SQRT2
	for (let row = 0, y = 0; y <= h + step; row++, y += diagonal) {
		for (let x = row % 2 ? diagonal : 0; x <= w + step; x += 2 * diagonal) {
			const share = growTo === 'right' ? x / w : 1 - x / w
			const r = max * Math.min(1, Math.max(0, share)) ** 1.4
			if (r > 0.35) dots += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(2)}"/>`
		}
	}
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><g fill="${fill}">${dots}</g></svg>`
}

/** An even halftone screen over a w×h box. */
function evenScreen(w: number, h: number, step: number, r: number, fill: string): string {
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><pattern id="d" width="${step}" height="${step}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><circle cx="${step / 2}" cy="${step / 2}" r="${r}" fill="${fill}"/></pattern></defs><rect width="${w}" height="${h}" fill="url(#d)"/></svg>`
}

const svgUrl = (svg: string) => `url("data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}")`
const svgSrc = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`

export function filmDocument(p: FilmPage): string {
	const { ink, paper, spot } = PRINT
	const css = `
@font-face { font-family: 'Brand'; src: url('${p.font}') format('woff2'); font-weight: 200 800; }
* { box-sizing: border-box; margin: 0; }
html, body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; background: ${ink}; }
body { font-family: 'Brand', sans-serif; -webkit-font-smoothing: antialiased; font-kerning: normal; }
.scene { position: absolute; inset: 0; overflow: hidden; }
.poster img { display: block; width: ${WIDTH}px; height: ${HEIGHT}px; }
.sheet { position: absolute; inset: 0; }
.amber { background: ${spot}; }
.paper { background: ${paper}; color: ${ink}; }
.navy { background: ${ink}; color: ${paper}; }

.column { position: absolute; left: 1120px; top: 64px; width: 96px; height: ${HEIGHT - 64}px; background: ${spot}; }
.column::after { content: ''; position: absolute; inset: 0; background: ${svgUrl(evenScreen(96, HEIGHT - 64, 12, 3, ink))}; opacity: .16; }
.grade { position: absolute; left: 960px; top: 64px; width: 160px; height: ${HEIGHT - 64}px; background: ${svgUrl(gradedScreen(160, HEIGHT - 64, 12, 3.4, ink, 'right'))}; opacity: .22; }

.eyebrow { position: absolute; left: 96px; top: 70px; display: flex; align-items: center; gap: 14px; font-size: 17px; font-weight: 700; letter-spacing: .16em; text-transform: uppercase; }
.eyebrow i { width: 14px; height: 14px; background: ${spot}; }
.mark { position: absolute; left: 88px; top: 96px; font-size: 190px; font-weight: 800; line-height: 1; color: ${spot}; height: 110px; overflow: hidden; }
.quote { position: absolute; left: 96px; top: 222px; width: 860px; font-size: 54px; font-weight: 600; line-height: 1.2; letter-spacing: -.012em; }
.quote .measure { text-wrap: balance; }
.quote .line { display: block; white-space: nowrap; }

.lower { position: absolute; left: 96px; top: 478px; display: flex; align-items: center; gap: 20px; }
.lower .face { width: 96px; height: 96px; flex: none; }
.lower .plate { position: relative; padding: 12px 30px 14px 30px; background: ${ink}; color: ${paper}; }
.lower .plate::before { content: ''; position: absolute; left: 0; top: 0; bottom: 0; width: 6px; background: ${spot}; }
.lower .who { font-size: 30px; font-weight: 700; letter-spacing: -.01em; line-height: 1.25; }
.lower .what { font-size: 19px; font-weight: 500; line-height: 1.4; opacity: .86; }

.end .grade { left: 880px; top: 0; width: 400px; height: ${HEIGHT}px; background: ${svgUrl(gradedScreen(400, HEIGHT, 14, 5, spot, 'right'))}; opacity: .9; }
.end .name { position: absolute; left: 96px; top: 214px; font-size: 112px; font-weight: 800; letter-spacing: -.03em; line-height: 1; }
.end .sub { position: absolute; left: 102px; top: 344px; font-size: 26px; font-weight: 700; letter-spacing: .52em; color: ${spot}; }
.end .rule { position: absolute; left: 100px; top: 410px; width: 120px; height: 8px; background: ${spot}; transform-origin: 0 50%; }
.end .line { position: absolute; left: 100px; top: 452px; width: 640px; text-wrap: balance; font-size: 27px; font-weight: 500; line-height: 1.4; opacity: .88; }
`
	const [first = p.studio, ...rest] = p.studio.split(' ')
	const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(p.client)}</title><style>${css}</style></head>
<body>
<div class="scene poster"><img src="${svgSrc(p.poster)}" alt=""></div>
<div class="scene" id="to-paper"><div class="sheet amber"></div><div class="sheet paper" id="paper">
	<div class="grade"></div><div class="column"></div>
	<p class="eyebrow"><i></i>Client story · ${esc(p.company)}</p>
	<div class="mark" aria-hidden="true">“</div>
	<div class="quote" id="quote"></div>
	<div class="lower" id="lower"><img class="face" src="${svgSrc(p.portrait)}" alt=""><div class="plate"><p class="who">${esc(p.client)}</p><p class="what">${esc(p.role)}, ${esc(p.company)}${p.place ? ` · ${esc(p.place)}` : ''}</p></div></div>
</div></div>
<div class="scene" id="to-end"><div class="sheet amber"></div><div class="sheet navy end" id="end">
	<div class="grade"></div>
	<p class="name">${esc(first)}</p>
	${rest.length ? `<p class="sub">${esc(rest.join(' ').toUpperCase())}</p>` : ''}
	<div class="rule"></div>
	<p class="line">${esc(p.tagline)}</p>
</div></div>
<script>
window.ready = (async () => {
await document.fonts.load("600 54px 'Brand'");
await document.fonts.ready;
const CUT = ${JSON.stringify(p.cut)};
const CALM = 'cubic-bezier(.25,.1,.25,1)';
const WIPE = 'cubic-bezier(.7,0,.3,1)';
const RISE = 'cubic-bezier(.2,.7,.2,1)';
const at = (el, frames, start, duration, easing = CALM) => el.animate(frames, { delay: start * 1000, duration: duration * 1000, easing, fill: 'both' });
const wipe = (el, start, duration) => at(el, [{ clipPath: 'inset(0 100% 0 0)' }, { clipPath: 'inset(0 0 0 0)' }], start, duration, WIPE);
const fadeUp = (el, start, duration = .7, rise = 14) => at(el, [{ opacity: 0, transform: 'translateY(' + rise + 'px)' }, { opacity: 1, transform: 'none' }], start, duration, RISE);

// The opening card is the poster, held still; then two sheets, amber then paper, are drawn across it.
const [amber1, paper] = document.querySelectorAll('#to-paper .sheet');
wipe(amber1, CUT.wipe, .8);
wipe(paper, CUT.wipe + .16, .8);
for (const el of document.querySelectorAll('#paper .eyebrow, #paper .mark')) fadeUp(el, CUT.wipe + .7, .8, 8);

// The quote: each sentence set at the quote's width, balanced, then split into its lines.
const quote = document.getElementById('quote');
CUT.beats.forEach((beat) => {
	const block = document.createElement('div');
	block.className = 'measure';
	block.style.position = 'absolute';
	block.style.width = '100%';
	const words = beat.text.split(' ').map((word) => {
		const span = document.createElement('span');
		span.textContent = word;
		block.append(span, ' ');
		return span;
	});
	quote.append(block);
	const lines = [];
	for (const span of words) {
		const last = lines.at(-1);
		if (last && last.top === span.offsetTop) last.words.push(span.textContent);
		else lines.push({ top: span.offsetTop, words: [span.textContent] });
	}
	block.textContent = '';
	block.classList.remove('measure');
	const total = beat.text.length;
	let before = 0;
	const spoken = beat.end - beat.start;
	for (const { words } of lines) {
		const line = document.createElement('span');
		line.className = 'line';
		line.textContent = words.join(' ');
		block.append(line);
		// Shown a moment before the voice reaches its first word.
		fadeUp(line, Math.max(0, beat.start + spoken * (before / total) - .3));
		before += line.textContent.length + 1;
	}
	if (beat.out !== null) at(block, [{ opacity: 1, transform: 'none' }, { opacity: 0, transform: 'translateY(-10px)' }], beat.out, .45);
});

// The lower third: the portrait, then the plate drawn out from it.
const lower = document.getElementById('lower');
at(lower.querySelector('.face'), [{ opacity: 0, transform: 'scale(.96)' }, { opacity: 1, transform: 'none' }], CUT.lowerThird, .6);
at(lower.querySelector('.plate'), [{ clipPath: 'inset(0 100% 0 0)' }, { clipPath: 'inset(0 0 0 0)' }], CUT.lowerThird + .2, .7, WIPE);
for (const el of lower.querySelectorAll('.who, .what')) fadeUp(el, CUT.lowerThird + .55, .6, 6);

// The end card: amber then navy over the quote, then the studio's name.
const [amber2, navy] = document.querySelectorAll('#to-end .sheet');
wipe(amber2, CUT.endCard, .8);
wipe(navy, CUT.endCard + .16, .8);
const end = CUT.endCard + .7;
fadeUp(document.querySelector('#end .name'), end + .1, .8, 12);
const sub = document.querySelector('#end .sub');
if (sub) fadeUp(sub, end + .3, .8, 8);
at(document.querySelector('#end .rule'), [{ transform: 'scaleX(0)' }, { transform: 'none' }], end + .5, .7, RISE);
fadeUp(document.querySelector('#end .line'), end + .7, .8, 8);

for (const animation of document.getAnimations()) animation.pause();
window.seek = (seconds) => { for (const animation of document.getAnimations()) animation.currentTime = seconds * 1000; };
window.seek(0);
})();
</script>
</body></html>
`
	return html
}
