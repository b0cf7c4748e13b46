import { notFound } from 'next/navigation'

// Any path no route matches ends here so the 404 renders inside the site's own root layout.
export default function MissingPage(): never {
  notFound()
}
