/**
 * The synthetic voice: espeak-ng reads each sentence into a WAV, the silence it leaves around the
 * words is trimmed (so a sentence's length is the length of its words, and the captions can
 * start on the first one), and the sentences are laid on one track at the cut's times.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const RATE = 22050

/** 16-bit mono samples. */
export type Samples = Int16Array

/** The samples of a 16-bit mono PCM WAV file. */
export function readWav(bytes: Buffer): { rate: number; samples: Samples } {
	if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') throw new Error('not a WAV file')
	let at = 12
	let rate = 0
	while (at + 8 <= bytes.length) {
		const id = bytes.toString('ascii', at, at + 4)
		const size = bytes.readUInt32LE(at + 4)
		const body = at + 8
		if (id === 'fmt ') {
			const format = bytes.readUInt16LE(body)
			const channels = bytes.readUInt16LE(body + 2)
			const bits = bytes.readUInt16LE(body + 14)
			if (format !== 1 || channels !== 1 || bits !== 16) throw new Error(`expected 16-bit mono PCM, got format ${format}, ${channels} channels, ${bits} bits`)
			rate = bytes.readUInt32LE(body + 4)
		} else if (id === 'data') {
			// A streamed WAV may not know its length: then the data runs to the end of the file.
			const end = Math.min(bytes.length, body + size)
			const copy = Buffer.from(bytes.subarray(body, end - ((end - body) % 2)))
			return { rate, samples: new Int16Array(copy.buffer, copy.byteOffset, copy.length / 2) }
		}
		at = body + size + (size % 2)
	}
	throw new Error('WAV file without data')
}

/** A 16-bit mono PCM WAV file of samples. */
export function writeWav(samples: Samples, rate = RATE): Buffer {
	const header = Buffer.alloc(44)
	header.write('RIFF', 0, 'ascii')
	header.writeUInt32LE(36 + samples.length * 2, 4)
	header.write('WAVEfmt ', 8, 'ascii')
	header.writeUInt32LE(16, 16)
	header.writeUInt16LE(1, 20)
	header.writeUInt16LE(1, 22)
	header.writeUInt32LE(rate, 24)
	header.writeUInt32LE(rate * 2, 28)
	header.writeUInt16LE(2, 32)
	header.writeUInt16LE(16, 34)
	header.write('data', 36, 'ascii')
	header.writeUInt32LE(samples.length * 2, 40)
	return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.length * 2)])
}

/** The samples between the first and the last that rise above a whisper. */
export function trimSilence(samples: Samples, threshold = 400): Samples {
	let first = 0
	let last = samples.length - 1
	while (first < samples.length && Math.abs(samples[first]!) < threshold) first++
	while (last > first && Math.abs(samples[last]!) < threshold) last--
	return samples.subarray(first, last + 1)
}

/** A sentence read by espeak-ng in a voice, trimmed, at RATE. */
export function speak(sentence: string, voice: string): Samples {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-films-'))
	try {
		const file = path.join(dir, 'sentence.wav')
		// A little slower than espeak's default, and a little lower, for a calm read.
		execFileSync('espeak-ng', ['-v', voice, '-s', '145', '-p', '45', '-w', file, sentence])
		const { rate, samples } = readWav(fs.readFileSync(file))
		if (rate !== RATE) throw new Error(`espeak-ng spoke at ${rate} Hz, expected ${RATE}`)
		return trimSilence(samples)
	} finally {
		fs.rmSync(dir, { recursive: true, force: true })
	}
}

/** One track of `seconds`, each recording placed at its start time. */
export function layTrack(seconds: number, parts: { at: number; samples: Samples }[]): Samples {
	const track = new Int16Array(Math.ceil(seconds * RATE))
	for (const { at, samples } of parts) track.set(samples.subarray(0, Math.max(0, track.length - Math.round(at * RATE))), Math.round(at * RATE))
	return track
}
