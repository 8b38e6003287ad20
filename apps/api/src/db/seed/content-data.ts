import type {
  SeedFeature,
  SeedHero,
  SeedHowItWorksStep,
  SeedMealPlanItem,
  SeedPartnerCta,
  SeedTestimonial,
} from './content-data.types';

/** Editorial content for the home, how-it-works and partner screens. */

export const hero: SeedHero = {
  title: 'Travel well. Come home restored.',
  subtitle:
    'Handpicked retreats, spas and yoga stays around the world, with the treatments, classes and guidance ' +
    'that make every day of your trip count.',
  imageUrl: '/images/content/hero.svg',
  ctaText: 'Find Your Stay',
};

export const features: SeedFeature[] = [
  {
    title: 'Stays Worth the Journey',
    description:
      'Every retreat, spa and yoga studio on Restora is checked by our team for quiet rooms, good food and ' +
      'qualified teachers and therapists, so you can choose by what you need rather than by guesswork.',
    icon: 'Compass',
  },
  {
    title: 'Services That Fit Your Stay',
    description:
      'Add a massage, a private yoga class, a training session or time with a nutritionist when you book, ' +
      'and arrive to a plan that is already in place.',
    icon: 'Sparkles',
  },
  {
    title: 'Knowledge You Can Use',
    description:
      'Practical articles on sleep, food, movement, recovery and a calmer mind, written for real trips and ' +
      'reviewed for accuracy, with no miracle cures.',
    icon: 'BookOpen',
  },
  {
    title: 'A Planner for the Whole Journey',
    description:
      'Gather stays, services and products into one wellness plan, put them in the order you want and keep ' +
      'your notes beside them, from first idea to the flight home.',
    icon: 'CalendarHeart',
  },
];

export const partnerCta: SeedPartnerCta = {
  title: 'Grow With Restora',
  description:
    'Reach travellers who book for the yoga, the treatments and the food as much as the view. List your ' +
    'retreat, spa, studio or practice, fill quieter weeks and meet guests who come back.',
  ctaText: 'Become a Partner',
  successStories: [
    {
      name: 'Inês Carvalho',
      business: 'Maré Alta Yoga Retreat',
      location: 'Ericeira, Portugal',
      quote:
        'Restora guests arrive knowing exactly what a week with us looks like, so they settle in on day ' +
        'one and go home as friends.',
      result: 'Occupancy up 31% in our first season',
    },
    {
      name: 'Tomasz Wójcik',
      business: 'Cieplice Springs Spa',
      location: 'Jelenia Góra, Poland',
      quote:
        'Guests now add treatments when they book their room, which has turned our quiet Tuesdays and ' +
        'Wednesdays into some of our busiest days.',
      result: 'Midweek treatment bookings doubled in six months',
    },
    {
      name: 'Amara Okafor',
      business: 'Rooted Nutrition',
      location: 'Cape Town, South Africa',
      quote:
        'I started by offering a single consultation to retreat guests. Many of them now carry on with me ' +
        'online long after they have flown home.',
      result: '42 ongoing clients from Restora bookings in a year',
    },
  ],
};

export const howItWorksSteps: SeedHowItWorksStep[] = [
  {
    title: 'Discover',
    description:
      'Tell us what you are looking for, whether that is deep rest, a reset for body and mind or a week of ' +
      'serious practice. Browse stays by goal, place and budget, or take the discovery quiz for suggestions ' +
      'made for you.',
    listItems: [
      'Search by wellness goal, destination and dates',
      'Filter by retreat, spa or yoga studio',
      'Read honest details on rooms, food and teachers',
      'Take the six-question discovery quiz',
    ],
    imageUrl: '/images/content/how-step-1.svg',
  },
  {
    title: 'Plan',
    description:
      'Shape the trip around how you want to feel. Add massages, classes, training or a nutrition ' +
      'consultation to your stay, and keep everything together in your journey planner.',
    listItems: [
      'Book treatments and classes alongside your room',
      'Arrange your plan in the order that suits you',
      'Add notes, questions and reminders to each item',
    ],
    imageUrl: '/images/content/how-step-2.svg',
  },
  {
    title: 'Stay',
    description:
      'Arrive to a place that is ready for you, with your sessions booked and your room as quiet as ' +
      'promised. Your bookings are in your dashboard whenever you need them.',
    listItems: [
      'Secure payment when you confirm',
      'All bookings in one dashboard',
      'Services timed around your days, not squeezed in',
      'Hosts and practitioners checked by our team',
    ],
    imageUrl: '/images/content/how-step-3.svg',
  },
  {
    title: 'Thrive',
    description:
      'Bring the good habits home. Keep reading in the knowledge centre, pick up the kit you used on ' +
      'retreat from our shop, and start planning the next trip when you are ready.',
    listItems: [
      'Practical articles on sleep, food, movement and recovery',
      'Wellness products chosen by our partners',
      'Reviews to help the next traveller choose well',
    ],
    imageUrl: '/images/content/how-step-4.svg',
  },
];

export const calorieControlFeatures: string[] = [
  'Portion guidance from our nutritionists, not rigid rules',
  'Menus built on whole foods, seasonal produce and plenty of plants',
  'Calorie figures shown as a guide, never a target to chase',
  'Vegetarian, vegan, gluten-free and allergy-aware options',
  'Meals timed around your yoga, hikes and treatments',
  'One-to-one sessions if you want a plan to take home',
];

export const mealPlan: SeedMealPlanItem[] = [
  {
    mealType: 'Breakfast',
    calories: 350,
    description:
      'Overnight oats with grated apple, chia seeds and toasted walnuts, topped with Greek yoghurt and a ' +
      'pinch of cinnamon.',
  },
  {
    mealType: 'Lunch',
    calories: 450,
    description:
      'A warm quinoa bowl with roasted butternut squash, chickpeas, baby spinach and crumbled feta, dressed ' +
      'with lemon and tahini.',
  },
  {
    mealType: 'Snack',
    calories: 150,
    description: 'Crisp carrot and cucumber sticks with a generous spoonful of smoky red pepper hummus.',
  },
  {
    mealType: 'Dinner',
    calories: 500,
    description:
      'Miso-glazed salmon with sesame pak choi and a small bowl of brown rice, finished with spring onion ' +
      'and a squeeze of lime.',
  },
];

export const testimonials: SeedTestimonial[] = [
  {
    name: 'Hannah Becker',
    testimonial:
      'I booked five nights at a thermal spa in the Swiss Alps after a brutal quarter at work. The ' +
      'treatments were lovely, but the real gift was sleeping nine hours a night for the first time in months.',
    location: 'Munich, Germany',
    rating: 5,
    daysAgo: 1,
  },
  {
    name: 'Daniel Okoye',
    testimonial:
      'Being able to add a personal training session and a sports massage to the room booking saved me a ' +
      'dozen emails. Both were exactly as described.',
    location: 'Lagos, Nigeria',
    rating: 5,
    daysAgo: 11,
  },
  {
    name: 'Sofía Martínez',
    testimonial:
      'The discovery quiz pointed me to a small yoga house in Costa Rica I would never have found alone. ' +
      'Morning practice, surf in the afternoon, asleep by ten. I have already rebooked for next year.',
    location: 'Madrid, Spain',
    rating: 5,
    daysAgo: 24,
  },
  {
    name: 'Priya Raman',
    testimonial:
      'The ryokan in Hakone was as calm as the photos suggested. I took off a star only because the train ' +
      'directions in the booking notes could have been clearer.',
    location: 'Singapore, Singapore',
    rating: 4,
    daysAgo: 37,
  },
  {
    name: null,
    testimonial:
      'I went to Rishikesh on my own, nervous and a bit lost. The teachers were patient, the food was simple ' +
      'and good, and I came home steadier than I have felt in years.',
    location: 'Dublin, Ireland',
    rating: 5,
    daysAgo: 52,
  },
  {
    name: 'Marcus Lindgren',
    testimonial:
      'Brilliant cold-water and sauna routine at the lakeside stay in Iceland. Booking the guided session in ' +
      'advance meant I actually did it rather than just thinking about it.',
    location: 'Gothenburg, Sweden',
    rating: 5,
    daysAgo: 68,
  },
  {
    name: 'Aiko Tanaka',
    testimonial:
      'The sleep article on time zones genuinely helped on my flight to Lisbon. I followed the light advice ' +
      'and was on local time by day two.',
    location: 'Osaka, Japan',
    rating: 4,
    daysAgo: 79,
  },
  {
    name: 'Chloé Dubois',
    testimonial:
      'My sister and I booked a desert spa in Morocco for her fortieth. The hammam was unforgettable, and ' +
      'the staff had planned everything around her gluten-free diet before we even arrived.',
    location: 'Lyon, France',
    rating: 5,
    daysAgo: 93,
  },
  {
    name: 'James Whitfield',
    testimonial:
      'Good choice of stays and clear prices. The planner is handy, though I would like to be able to share ' +
      'a plan with my partner.',
    location: 'Manchester, United Kingdom',
    rating: 4,
    daysAgo: 108,
  },
  {
    name: 'Leilani Kahale',
    testimonial:
      'I used Restora to find a week of yoga and hiking near Tofino. The cabin was warm, the classes were ' +
      'small, and the nutritionist session gave me a breakfast routine I still follow.',
    location: 'Honolulu, United States',
    rating: null,
    daysAgo: 121,
  },
  {
    name: 'Rafael Costa',
    testimonial:
      'Three nights in an olive grove in the Alentejo, with massage and long dinners under the trees. ' +
      'Exactly the slow weekend we needed.',
    location: 'São Paulo, Brazil',
    rating: 5,
    daysAgo: 139,
  },
  {
    name: 'Emily Chen',
    testimonial:
      'Clear, honest listings. The room in Santorini was smaller than I expected, but the caldera view and ' +
      'the morning yoga deck more than made up for it.',
    location: 'Toronto, Canada',
    rating: 4,
    daysAgo: 157,
  },
  {
    name: 'Noah Abramson',
    testimonial:
      'After a knee operation I wanted somewhere gentle to get moving again. The teachers in Bali adapted ' +
      'every class for me without making a fuss, and the pool was perfect for easy laps.',
    location: 'Melbourne, Australia',
    rating: 5,
    daysAgo: 176,
  },
  {
    name: 'Ingrid Solberg',
    testimonial:
      'Lovely retreat and kind people. One of my treatments was moved at short notice, but it was rebooked ' +
      'the same afternoon without any fuss.',
    location: 'Bergen, Norway',
    rating: 4,
    daysAgo: 198,
  },
];
