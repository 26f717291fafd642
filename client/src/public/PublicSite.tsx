export default function PublicSite() {
  return <main>Public site: to be built.</main>;
}
