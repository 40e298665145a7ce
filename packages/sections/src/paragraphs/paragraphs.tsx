// Entered text is plain text (ARCHITECTURE "Choices"): line breaks become paragraphs, nothing is parsed as HTML.

interface ParagraphsProps {
  text: string | null | undefined;
  className?: string;
}

export function Paragraphs({ text, className }: ParagraphsProps) {
  const paragraphs = (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={className}>
          {paragraph}
        </p>
      ))}
    </>
  );
}
