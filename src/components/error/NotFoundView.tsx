import { ErrorView } from './ErrorView'

/** The 404 page's body (spec §2): the page is gone, the logo, and the way home. */
export function NotFoundView() {
  return (
    <ErrorView
      status={404}
      title="抱歉，您访问的页面不存在或已被删除"
      detail="This page could not be found."
    />
  )
}
