import { ArticleBody } from '@/features/content/components/article/article-body';
import { LocationPreview } from './location-preview';

// What the property form shows of its description and position, from the features that draw them on
// the site (the form's feature may not import them: docs/ARCHITECTURE.md).
export const propertyPreviews = {
  renderMarkdown: (markdown: string) => <ArticleBody markdown={markdown} />,
  renderMap: (coordinates: { latitude: number; longitude: number }) => (
    <LocationPreview coordinates={coordinates} />
  ),
};
