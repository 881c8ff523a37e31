/** wawoff2 (WebAssembly build of Google's woff2): only what the image scripts use. */
declare module 'wawoff2' {
	const wawoff: {
		decompress(woff2: Uint8Array): Promise<Uint8Array>
		compress(ttf: Uint8Array): Promise<Uint8Array>
	}
	export default wawoff
}
