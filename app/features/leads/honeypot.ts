/** The field people never see or fill: a value in it marks a submission as spam (kept, never e-mailed). */
export const HONEYPOT_FIELD = 'nickname'
