/**
 * Questions and answers of the FAQ page, whose body is a run of <h3>question</h3> followed by its answer.
 * The HTML is the API's sanitised HTML, so splitting on the heading tags is enough.
 */
export function faqEntries(html: string): { question: string; answer: string }[] {
  return html
    .split(/<h3[^>]*>/i)
    .slice(1)
    .map((chunk) => {
      const [question = "", answer = ""] = chunk.split(/<\/h3>/i);
      return { question: decodeEntities(question.replace(/<[^>]+>/g, "").trim()), answer: answer.trim() };
    })
    .filter((entry) => entry.question && entry.answer);
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: "\u00a0" };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? "");
}
