export interface Testimonial {
	id: number
	testimonial_desc: string
	posted_by: string
	company: string
	created_date: string
	/** 1–5 as the client rated the work, when they did. */
	rating: number | null
}

export interface VideoTestimonial extends Testimonial {
	video_url: string
	poster_image: string | null
}

export interface Faq {
	id: number
	faq_question: string
	faq_answer: string
}

/** A job opening with the spec's field names (spec §3). */
export interface JobOpening {
	id: number
	job_title: string
	job_experience: string
	number_of_vacancy: number
	desired_profile: string | null
	job_responsibility: string
	send_mail: string
	mob: string
	/** For search engines' job listings: posted and closing days (YYYY-MM-DD), employment type, workplace. */
	posted_on: string | null
	closes_on: string | null
	employment_type: string
	workplace: string
	updated_at: string | null
}

/** A person of the team, as the about page introduces them. */
export interface TeamMember {
	id: number
	name: string
	role: string
	bio: string
	/** The portrait's file under /media/team/. */
	portrait: string
}
