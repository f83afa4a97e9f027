/**
 * What a screen shows where the platform lacks a call the spec does not document (issue 23 §2):
 * plainly that this platform does not offer it, in place of the data.
 */
import { Ban } from 'lucide-react';
import { EmptyState } from './States';

export function NotOffered({ message }: { message: string }) {
  return (
    <EmptyState
      title="Indisponível nesta plataforma"
      message={message}
      icon={<Ban size={32} aria-hidden />}
    />
  );
}
