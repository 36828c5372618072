/** Text in which hyphenated terms such as "CE-MS" or "cIEF-MS" never break at their hyphen. */
export function UnbrokenTerms({ text }: { text: string }) {
  const parts = text.split(/(\S*\w-\w\S*)/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
