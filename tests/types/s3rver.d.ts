/** s3rver ships JavaScript only: what the tests use of it. */
declare module 's3rver' {
	export interface S3rverOptions {
		address?: string
		port?: number
		silent?: boolean
		directory: string
		resetOnClose?: boolean
		configureBuckets?: { name: string; configs?: unknown[] }[]
	}
	export default class S3rver {
		constructor(options: S3rverOptions)
		run(): Promise<{ address: string; port: number; family: string }>
		close(): Promise<void>
	}
}
