/** What the header and footer of every page show, from the root loader. */

/** The site contact record with the spec's field names (spec §3). */
export interface SiteContact {
	CompanyName: string
	Tagline: string
	Address: string
	Email: string
	Phone: string
	Skype: string
	UsaAddress: string
	UsaEmail: string
	UsaPhone: string
	UsaSkype: string
	Facebook: string
	Linkedin: string
	Instagram: string
	Twitter: string
	Pinterest: string
	Googleplus: string
	Blog: string
	Testimonial: string
}

export interface ServiceLink {
	name: string
	services_name: string
}
