import { Fragment } from 'react'

/** An e-mail address that may wrap before its @ and before a dot, never inside a word. */
export function EmailText({ address }: { address: string }) {
	return address.split(/(?=[@.])/).map((part, i) => (
		<Fragment key={i}>
			{i > 0 ? <wbr /> : null}
			{part}
		</Fragment>
	))
}
