import { Briefcase, Building2, FileText, Handshake, Layers, MessagesSquare, Route, TrendingUp, type LucideIcon } from 'lucide-react';

const icons: Record<string, LucideIcon> = {
  building: Building2,
  route: Route,
  briefcase: Briefcase,
  'file-text': FileText,
  messages: MessagesSquare,
  handshake: Handshake,
  'trending-up': TrendingUp,
  layers: Layers,
};

export function CollectionIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? FileText;
  return <Icon aria-hidden="true" className={className} />;
}
