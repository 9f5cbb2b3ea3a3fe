import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { questionTimes } from '../interview-words';

type SetShown = {
  title: string;
  description: string;
  firm: { name: string } | null;
  questions: { id: string; text: string; prepareSeconds: number; answerSeconds: number; takes: number }[];
};

/**
 * A question set as members choose it on /interviews: its firm, description and questions with
 * their times; `children` is what the card offers (members: start it). The coaches' set page
 * shows the same card as its preview, so what a coach checks is what members get.
 */
export function InterviewSetCard({ set, headingLevel = 3, children }: { set: SetShown; headingLevel?: 2 | 3 | 4; children?: ReactNode }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle level={headingLevel}>{set.title}</CardTitle>
        <CardDescription>{set.firm ? `In the style of ${set.firm.name}` : 'Generic: for any firm'}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {set.description ? <p className="text-sm">{set.description}</p> : null}
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">{`The ${set.questions.length} questions and their times`}</summary>
          <ol className="mt-2 grid list-decimal gap-2 pl-5">
            {set.questions.map((question) => (
              <li key={question.id}>
                {question.text} <span className="text-muted-foreground">({questionTimes(question)})</span>
              </li>
            ))}
          </ol>
        </details>
        {children}
      </CardContent>
    </Card>
  );
}
