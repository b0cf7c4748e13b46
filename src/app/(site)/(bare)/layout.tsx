export default function BareLayout({ children }: { children: React.ReactNode }) {
  return <main id="main">{children}</main>
}
