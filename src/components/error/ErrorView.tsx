import { LogoMark } from '@/components/layout/Logo'

/** The error page body: logo, status, messages and the way home. Used by 404 and error boundaries. */
export function ErrorView({
  status,
  title,
  detail,
  children,
  as: Wrapper = 'main',
}: {
  status: number | string
  title: string
  detail?: string
  children?: React.ReactNode
  /** `div` where the page around it already has its main landmark. */
  as?: 'main' | 'div'
}) {
  return (
    <Wrapper
      id={Wrapper === 'main' ? 'main' : undefined}
      className="grid min-h-screen place-items-center bg-surface px-6 text-center"
    >
      <div className="max-w-lg">
        <div className="flex justify-center">
          <LogoMark size={56} />
        </div>
        <p className="mt-6 text-6xl font-bold text-brand-600">{status}</p>
        <h1 className="mt-4 text-2xl font-semibold text-ink">{title}</h1>
        {detail ? <p className="mt-2 text-muted">{detail}</p> : null}
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          {children}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load leaves the failed client state behind */}
          <a
            href="/"
            className="rounded-full bg-brand-600 px-6 py-2.5 font-medium text-white hover:bg-brand-700"
          >
            返回首页
          </a>
        </div>
      </div>
    </Wrapper>
  )
}
