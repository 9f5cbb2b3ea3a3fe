// The shapes of the marketing pages' copy.

export type Testimonial = { quote: string; name: string; outcome: string; rating: 5 };
export type FaqEntry = { question: string; answer: string[] }; // answer = paragraphs
export type Value = { title: string; body: string };
export type Reason = { title: string; body: string };
export type CoreFeature = { title: string; body: string };
export type IndividualService = {
  id: 'application-coaching' | 'mock-interviews' | 'commercial-awareness' | 'intensive-programme';
  name: string;
  priceLabel: string;
  duration: string;
  summary: string;
  includes: string[];
  badge?: 'Most Popular';
};
