/**
 * The body of the site's error pages: "Page Not Found" (404), "Temporarily unavailable" (503: the
 * database is down or overloaded; the answer carries Retry-After) or "Something went wrong"; the
 * root boundary and pages that answer 404 themselves draw it.
 */
export function ErrorPageBody({ status }: { status: number }) {
  const notFound = status === 404;
  const unavailable = status === 503;
  const title = notFound ? "Page Not Found" : unavailable ? "Temporarily unavailable" : "Something went wrong";
  const text = notFound
    ? "The page you are looking for does not exist or has moved."
    : unavailable
      ? "The service is temporarily unavailable. Please try again in a moment."
      : "An unexpected error occurred. Please try again in a moment.";
  return (
    <>
      <title>{title}</title>
      <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
        <p className="text-sm font-semibold text-primary">{notFound ? "404" : unavailable ? "503" : "Error"}</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight">{title}</h1>
        <p className="mt-4 text-muted">{text}</p>
        <a href="/" className="mt-8 rounded-md bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-hover">
          Go to the home page
        </a>
      </section>
    </>
  );
}
