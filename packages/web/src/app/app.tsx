export function App() {
  return (
    <main>
      <h1>Pitboss</h1>
      <p>The back-office is starting up.</p>
    </main>
  );
}
