import Lightbox, { type LightboxExternalProps } from 'yet-another-react-lightbox'
import Captions from 'yet-another-react-lightbox/plugins/captions'

/** The event gallery's lightbox with its captions, loaded by the gallery when a photo is first opened. */
export default function EventLightbox(props: LightboxExternalProps) {
	return <Lightbox {...props} plugins={[Captions]} />
}
