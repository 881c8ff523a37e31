/**
 * The two video testimonials as typographic films (decision 087): what each client says, who
 * reads it, and the cut, worked out from how long each spoken sentence lasts. Pure: make.ts
 * speaks the sentences, measures them, and shoots and encodes the cut this module plans.
 *
 *   opening card   the poster itself (images/testimonials.ts), held, with a slow push in
 *   the quote      navy on paper, one sentence at a time, each line set as the voice reaches it,
 *                  with a lower third (the client's portrait, name, role and company)
 *   end card       the studio's name and line on the navy
 */

/** One film: the file name under content/media/testimonials/ (without .mp4), the voice, and the words. */
export interface Film {
	/** content/testimonials.json's video_url is /media/testimonials/<name>.mp4 */
	name: string
	/** An espeak-ng voice. */
	voice: string
	/** The client's role, for the lower third (the content names the person and the company). */
	role: string
	/** The quote, a sentence at a time: spoken, captioned and set in that order. */
	sentences: string[]
}

export const FILMS: Film[] = [
	{
		name: 'harbor-outfitters',
		voice: 'en-us+m3',
		role: 'Founder',
		sentences: ['Our new Shopify store paid for itself in the first season.', 'The SEO plan now brings us customers from states we had never reached before.'],
	},
	{
		name: 'kavya-textiles',
		voice: 'en-gb+f3',
		role: 'Director',
		sentences: ['Our dealers now place orders online at any hour of the day.', 'The dedicated Lanternfish team feels like part of our own company.'],
	},
]

export const FPS = 25
export const WIDTH = 1280
export const HEIGHT = 720
/** Each film, sound and picture, stays under this: the player loads it only when asked, but a phone still waits for it. */
export const MAX_BYTES = 400 * 1024
/** How long a film may run: long enough to hear the quote out, short enough to be watched to the end. */
export const MIN_SECONDS = 12
export const MAX_SECONDS = 20

/** The cut's pauses, in seconds. */
export const PACE = {
	/** The poster held before the paper comes in. */
	hold: 1.6,
	/** The paper sheet wiping over the poster. */
	wipe: 0.8,
	/** From the paper settled to the first word. */
	settle: 0.5,
	/** Between one sentence's last word and the next one's first. */
	between: 0.9,
	/** After the last word, before the end card. */
	after: 1.1,
	/** The end card coming in. */
	endIn: 0.8,
	/** The end card held. */
	endHold: 2.4,
} as const

/** A sentence in the cut: when it is spoken, when it leaves the screen. */
export interface Beat {
	text: string
	start: number
	end: number
	/** When the sentence fades from the paper (the last one stays until the end card). */
	out: number | null
}

export interface Cut {
	/** When the paper sheet starts over the poster. */
	wipe: number
	beats: Beat[]
	/** When the lower third comes in. */
	lowerThird: number
	/** When the end card starts over the quote. */
	endCard: number
	/** The whole film, in seconds, a whole number of frames. */
	duration: number
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000

/** The cut of a film whose sentences last `lengths` seconds when spoken. */
export function planCut(film: Film, lengths: number[]): Cut {
	if (lengths.length !== film.sentences.length) throw new Error(`${film.name}: ${film.sentences.length} sentences but ${lengths.length} recordings`)
	const wipe = PACE.hold
	let at = wipe + PACE.wipe + PACE.settle
	const beats = film.sentences.map((text, i): Beat => {
		const start = round(at)
		const end = round(at + lengths[i]!)
		at = end + PACE.between
		const last = i === film.sentences.length - 1
		return { text, start, end, out: last ? null : round(end + 0.3) }
	})
	const endCard = round(beats.at(-1)!.end + PACE.after)
	const frames = Math.ceil((endCard + PACE.endIn + PACE.endHold) * FPS)
	return { wipe, beats, lowerThird: round(beats[0]!.start + 0.6), endCard, duration: frames / FPS }
}

/** A WebVTT timestamp. */
export function vttTime(seconds: number): string {
	const ms = Math.round(seconds * 1000)
	const h = Math.floor(ms / 3_600_000)
	const m = Math.floor(ms / 60_000) % 60
	const s = (ms % 60_000) / 1000
	return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${s.toFixed(3).padStart(6, '0')}`
}

/**
 * The captions: one cue a sentence, from its first word to its last, as spoken. They sit where a
 * player puts them, at the foot of the frame, which the cut keeps clear (the quote and the lower third are above it).
 */
export function captions(cut: Cut): string {
	return 'WEBVTT\n\n' + cut.beats.map((beat, i) => `${i + 1}\n${vttTime(beat.start)} --> ${vttTime(beat.end)} align:center\n${beat.text}\n`).join('\n')
}
