import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONTENT_DIR, readContent } from '../app-content.ts'
import { FILMS, HEIGHT, MAX_BYTES, MAX_SECONDS, MIN_SECONDS, WIDTH, captions, planCut, vttTime } from './films.ts'
import { layTrack, readWav, trimSilence, writeWav } from './speech.ts'

const MEDIA = path.join(CONTENT_DIR, 'media', 'testimonials')
const hasFfmpeg = (() => {
	try {
		execFileSync('ffprobe', ['-version'], { stdio: 'ignore' })
		return true
	} catch {
		return false
	}
})()

/** The cues of a WebVTT file: start and end in seconds, and the words. */
function cues(vtt: string): { start: number; end: number; text: string }[] {
	const seconds = (stamp: string) => stamp.split(':').reduce((total, part) => total * 60 + Number(part), 0)
	return [...vtt.matchAll(/^([\d:.]+) --> ([\d:.]+)[^\n]*\n([^\n]+)/gm)].map((m) => ({ start: seconds(m[1]!), end: seconds(m[2]!), text: m[3]! }))
}

describe('the films', () => {
	it('are the video testimonials the content names', () => {
		const videos = readContent(CONTENT_DIR)
			.testimonials.filter((t) => t.kind === 'video')
			.map((t) => t.video_url)
		expect(videos.sort()).toEqual(FILMS.map((film) => `/media/testimonials/${film.name}.mp4`).sort())
	})

	it('cut the quote a sentence at a time, in order, and end on the end card within the length allowed', () => {
		for (const film of FILMS) {
			const cut = planCut(
				film,
				film.sentences.map((sentence) => sentence.length / 15),
			)
			let last = cut.wipe
			for (const beat of cut.beats) {
				expect(beat.start).toBeGreaterThan(last)
				expect(beat.end).toBeGreaterThan(beat.start)
				last = beat.end
			}
			expect(cut.endCard).toBeGreaterThan(last)
			expect(cut.duration).toBeGreaterThanOrEqual(MIN_SECONDS)
			expect(cut.duration).toBeLessThanOrEqual(MAX_SECONDS)
		}
	})

	it('caption each sentence from its first word to its last', () => {
		const [film] = FILMS
		const cut = planCut(film!, [3.7, 4.9])
		const found = cues(captions(cut))
		expect(found.map((cue) => cue.text)).toEqual(film!.sentences)
		expect(found.map((cue) => [cue.start, cue.end])).toEqual(cut.beats.map((beat) => [beat.start, beat.end]))
		expect(vttTime(65.4321)).toBe('00:01:05.432')
	})
})

describe('the voice track', () => {
	it('reads back the WAV it writes, trims the silence round the words and lays them at their times', () => {
		const words = new Int16Array([0, 10, 2000, -3000, 5, 1500, 3, 0])
		const { rate, samples } = readWav(writeWav(words))
		expect(rate).toBe(22050)
		expect([...samples]).toEqual([...words])
		expect([...trimSilence(samples)]).toEqual([2000, -3000, 5, 1500])
		const track = layTrack(1, [{ at: 0.5, samples: trimSilence(samples) }])
		expect(track.length).toBe(22050)
		expect(track[11025]).toBe(2000)
	})
})

describe.skipIf(!hasFfmpeg)('the committed films', () => {
	for (const film of FILMS) {
		const mp4 = path.join(MEDIA, `${film.name}.mp4`)

		it(`${film.name}: H.264 and AAC at ${WIDTH}×${HEIGHT}, within the length and the size budget, fast-started`, () => {
			const probe = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:stream=codec_name,codec_type,width,height', '-of', 'json', mp4], { encoding: 'utf8' }))
			const video = probe.streams.find((s: { codec_type: string }) => s.codec_type === 'video')
			const audio = probe.streams.find((s: { codec_type: string }) => s.codec_type === 'audio')
			expect([video.codec_name, video.width, video.height, audio.codec_name]).toEqual(['h264', WIDTH, HEIGHT, 'aac'])
			const duration = Number(probe.format.duration)
			expect(duration).toBeGreaterThanOrEqual(MIN_SECONDS)
			expect(duration).toBeLessThanOrEqual(MAX_SECONDS)
			expect(fs.statSync(mp4).size).toBeLessThanOrEqual(MAX_BYTES)
			// faststart: the index (moov) comes before the pictures and sound (mdat)
			const head = fs.readFileSync(mp4).subarray(0, 64 * 1024).toString('latin1')
			expect(head.indexOf('moov')).toBeGreaterThan(0)
			expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat'))
		})

		it(`${film.name}: the captions are the sentences spoken, and every spoken moment is under a caption`, () => {
			const found = cues(fs.readFileSync(path.join(MEDIA, `${film.name}.vtt`), 'utf8'))
			expect(found.map((cue) => cue.text)).toEqual(film.sentences)
			// The sound, decoded: 10 ms windows loud enough to be speech must fall within a cue.
			const pcm = execFileSync('ffmpeg', ['-v', 'error', '-i', mp4, '-vn', '-ac', '1', '-ar', '8000', '-f', 's16le', '-'], { maxBuffer: 16 * 1024 * 1024 })
			const samples = new Int16Array(pcm.buffer, pcm.byteOffset, pcm.length / 2)
			const window = 80
			let voiced = 0
			for (let at = 0; at + window <= samples.length; at += window) {
				let peak = 0
				for (let i = at; i < at + window; i++) peak = Math.max(peak, Math.abs(samples[i]!))
				if (peak < 1500) continue
				voiced++
				const t = at / 8000
				expect(
					found.some((cue) => t >= cue.start - 0.06 && t <= cue.end + 0.06),
					`${film.name}: speech at ${t.toFixed(2)} s without a caption`,
				).toBe(true)
			}
			expect(voiced).toBeGreaterThan(100)
		})
	}
})
