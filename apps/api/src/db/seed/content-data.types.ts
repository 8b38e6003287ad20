/** Shapes of the seed content for the home, how-it-works, partner and knowledge screens. */

export type SeedHero = { title: string; subtitle: string; imageUrl: string; ctaText: string };

/** 'How Restora Works' cards; icon is a lucide-react icon name (e.g. 'Compass', 'Leaf'). */
export type SeedFeature = { title: string; description: string; icon: string };

export type SeedSuccessStory = {
  name: string;
  business: string;
  location: string;
  quote: string;
  result: string;
};

export type SeedPartnerCta = {
  title: string;
  description: string;
  ctaText: string;
  successStories: SeedSuccessStory[];
};

export type SeedHowItWorksStep = {
  title: string;
  description: string;
  listItems: string[];
  imageUrl: string;
};

export type SeedMealPlanItem = {
  mealType: 'Breakfast' | 'Lunch' | 'Snack' | 'Dinner';
  calories: number;
  description: string;
};

/** A testimonial; name and rating may be missing (the screen shows 'Anonymous' and 5). */
export type SeedTestimonial = {
  name: string | null;
  testimonial: string;
  location: string;
  rating: number | null;
  /** Days before the seed date this was last updated (to spread updated_at). */
  daysAgo: number;
};

export type ArticleCategory =
  'Nutrition' | 'Mental Wellness' | 'Recovery' | 'Fitness' | 'Gut Health' | 'Sleep';

export type SeedArticle = {
  slug: string;
  title: string;
  description: string;
  category: ArticleCategory;
  /** Paths under apps/web/public, e.g. '/images/articles/sleep.svg'. */
  image: string;
  /** YYYY-MM-DD */
  date: string;
  readTimeMinutes: number;
  /** Markdown: headings (##), paragraphs, lists, emphasis and links only; no raw HTML. */
  content: string;
};
