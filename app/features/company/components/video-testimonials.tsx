import { useState } from 'react'
import { Modal } from '#app/components/ui/modal.tsx'
import type { VideoTestimonial } from '#app/features/company/company.types.ts'
import { mediaUrl } from '#app/lib/media.ts'
import { opensInPlace } from '#app/lib/opens-in-place.ts'
import '../company.css'

/** Captions sit beside each video with the same name (tools/demo-content/films/ makes both). */
function captionsUrl(videoUrl: string): string {
	return videoUrl.replace(/\.mp4$/i, '.vtt')
}

/**
 * The video testimonials: poster cards, each a link to its film that opens a modal player. The video's
 * source exists only while the modal is open (spec §4), so nothing downloads
 * before a visitor asks for it and closing the modal stops playback.
 */
export function VideoTestimonials({ videos }: { videos: VideoTestimonial[] }) {
	const [active, setActive] = useState<VideoTestimonial | null>(null)
	const [failed, setFailed] = useState(false)

	const open = (video: VideoTestimonial) => {
		setFailed(false)
		setActive(video)
	}

	return (
		<>
			<ul className="auto-grid company-videos">
				{videos.map((video) => (
					<li key={video.id} className="company-video">
						<a href={video.video_url} className="company-video__play" {...opensInPlace(() => open(video))}>
							{video.poster_image ? (
								<img
									src={mediaUrl('testimonials', video.poster_image)}
									alt=""
									width="1280"
									height="720"
									className="company-video__poster"
								/>
							) : (
								<span className="company-video__poster company-video__poster--blank" aria-hidden="true" />
							)}
							<span className="company-video__icon" aria-hidden="true" />
							<span className="visually-hidden">
								Play the video testimonial from {video.posted_by}, {video.company}
							</span>
						</a>
						<div className="company-video__text">
							<p className="company-video__name">{video.posted_by}</p>
							<p className="company-video__company">{video.company}</p>
							<p>{video.testimonial_desc}</p>
						</div>
					</li>
				))}
			</ul>
			<Modal
				open={active !== null}
				onOpenChange={(isOpen) => {
					if (!isOpen) setActive(null)
				}}
				title={active ? `${active.posted_by}, ${active.company}` : 'Video testimonial'}
				size="large"
			>
				{active ? (
					<div className="company-player">
						{failed ? (
							<p className="company-player__error" role="alert">
								Sorry, this video could not be played right now. Please try again later.
							</p>
						) : (
							<video
								key={active.id}
								className="company-player__video"
								src={active.video_url}
								poster={active.poster_image ? mediaUrl('testimonials', active.poster_image) : undefined}
								controls
								autoPlay
								playsInline
								preload="auto"
								width="640"
								height="360"
								onError={() => setFailed(true)}
							>
								<track kind="captions" src={captionsUrl(active.video_url)} srcLang="en" label="English" default />
							</video>
						)}
						<p className="company-player__summary">{active.testimonial_desc}</p>
					</div>
				) : null}
			</Modal>
		</>
	)
}
