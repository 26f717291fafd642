export default function AdminApp() {
  return <main>Admin: to be built.</main>;
}
