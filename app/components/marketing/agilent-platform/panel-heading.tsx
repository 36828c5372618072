/** The heading and introduction at the top of a tab panel. */
export function PanelHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <div className="max-w-3xl">
      <h3 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h3>
      <p className="mt-3 text-lg leading-8 text-muted">{intro}</p>
    </div>
  );
}
