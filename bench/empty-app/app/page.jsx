export default function Page() {
  return <p>Empty page</p>;
}
