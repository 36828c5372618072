export default function Home() {
  return <h1>Empty page</h1>;
}
