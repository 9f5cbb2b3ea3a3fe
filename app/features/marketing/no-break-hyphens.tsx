const hyphenated = /(\S*\w-\w\S*)/;

/** Keeps hyphenated words such as "30-minute" on one line in a heading, leaving the text as is. */
export function NoBreakHyphens({ text }: { text: string }) {
  return text
    .split(hyphenated)
    .map((part, index) =>
      index % 2 === 1 ? (
        <span key={index} className="whitespace-nowrap">
          {part}
        </span>
      ) : (
        part
      ),
    );
}
