import type { SeedProduct } from './products-data.types';

const img = (n: number): string => `/images/products/product-${String(n).padStart(2, '0')}.svg`;

/**
 * The shop catalogue a fresh install starts with: 26 fictional, brand-free products.
 * The first six are the sample catalogue (accessory categories, ratings 4.7 to 5, prices 19.99 to 149.99,
 * each with a discount price); the rest cover the marketplace categories Supplements, Equipment, Apparel
 * and Snacks, plus two more accessories.
 * Pictures (as drawn): 01 supplement bottle, 02 pouch, 03 rolled yoga mat, 04 foam roller, 05 dumbbells,
 * 06 loop bands, 07 water bottle, 08 tumbler, 09 t-shirt, 10 trousers/leggings, 11 hoodie, 12 snack bars,
 * 13 nut-butter jar, 14 tea tin, 15 duffel, 16 toiletry pouch, 17 smartwatch, 18 earbuds, 19 massage gun,
 * 20 sleep mask, 21 dropper bottle, 22 bath-salt jar, 23 jump rope, 24 yoga blocks, 25 meditation cushion,
 * 26 sunglasses, 27 travel neck pillow, 28 granola jar, 29 candle, 30 kettlebell.
 */
export const seedProducts: SeedProduct[] = [
  // Sample catalogue
  {
    name: 'Loop & Lift Fabric Resistance Band Set',
    category: 'Fitness Accessories',
    description:
      'Three woven loop bands in light, medium and heavy resistance that stay put on the thighs and do ' +
      'not pinch bare skin. They pack flat into the mesh bag supplied, so a hip and glute warm-up fits ' +
      'into carry-on luggage. Good for beginners and for lifters who want a simple routine on the road.',
    price: 19.99,
    discountPrice: 16.99,
    image: img(6),
    rating: 4.8,
    reviews: 412,
    productType: 'buy_now',
    status: 'in_stock',
    stock: 140,
    isNew: false,
    isBestSeller: false,
    releaseDate: null,
    estimatedShippingDate: null,
    features: [
      'Three resistance levels: light, medium, heavy',
      'Non-slip woven inner grip',
      'Machine washable on a cold cycle',
      'Mesh carry bag included',
    ],
    servingSize: 'Each band 33 x 8 cm (unstretched)',
    servingsPerContainer: null,
    ingredients: 'Polyester-cotton weave with natural latex threads',
  },
  {
    name: 'Saltmarsh Lavender Recovery Soak',
    category: 'Bath & Fitness Accessories',
    description:
      'A coarse blend of Epsom salt and Dead Sea salt scented with lavender and a little rosemary, packed ' +
      'in a glass jar with a wooden scoop. Add three scoops to a warm bath after a long walking day or a ' +
      'flight. The scent is light; a patch test is sensible if your skin is sensitive.',
    price: 24.99,
    discountPrice: 19.99,
    image: img(22),
    rating: 4.9,
    reviews: 268,
    productType: 'buy_now',
    status: 'in_stock',
    stock: 85,
    isNew: false,
    isBestSeller: false,
    releaseDate: null,
    estimatedShippingDate: null,
    features: [
      '600 g glass jar with cork lid and wooden scoop',
      'Scented with essential oils only',
      'No dyes or glitter',
      'About 10 baths per jar',
    ],
    servingSize: '60 g (3 scoops) per bath',
    servingsPerContainer: 10,
    ingredients:
      'Magnesium sulfate (Epsom salt), Dead Sea salt, sodium bicarbonate, lavender oil, rosemary oil',
  },
  {
    name: 'Moonwell Silk Sleep Mask',
    category: 'Accessories',
    description:
      'Mulberry silk on both faces over a thin cotton padding, shaped so it blocks light without pressing ' +
      'on the eyes. The adjustable strap is wrapped in the same silk so it does not tug at hair. Made for ' +
      'light sleepers, night flights and afternoon naps.',
    price: 34.99,
    discountPrice: 27.99,
    image: img(20),
    rating: 5.0,
    reviews: 64,
    productType: 'buy_now',
    status: 'limited_stock',
    stock: 5,
    isNew: false,
    isBestSeller: false,
    releaseDate: null,
    estimatedShippingDate: null,
    features: [
      '22-momme mulberry silk on both sides',
      'Contoured to sit clear of the eyelids',
      'Adjustable silk-covered strap',
      'Cotton travel pouch included',
    ],
    servingSize: '21 x 9.5 cm',
    servingsPerContainer: null,
    ingredients: '22-momme mulberry silk, cotton padding, elastic strap wrapped in silk',
  },
  {
    name: 'Ferry Dock 40 L Canvas Duffel',
    category: 'Travel Gear',
    description:
      'A waxed-canvas weekender with leather handles, a detachable shoulder strap and a separate zipped ' +
      'end pocket for shoes or damp swimwear. Forty litres holds a week of retreat clothing, and the size ' +
      'fits the cabin limits of many airlines (check yours). The reinforced base lets it stand up when ' +
      'packed.',
    price: 89.99,
    discountPrice: 74.99,
    image: img(15),
    rating: 4.8,
    reviews: 187,
    productType: 'buy_now',
    status: 'in_stock',
    stock: 45,
    isNew: false,
    isBestSeller: false,
    releaseDate: null,
    estimatedShippingDate: null,
    features: [
      '40 L main compartment',
      'Ventilated end pocket for shoes or wet kit',
      'Detachable padded shoulder strap',
      'Sleeve to slide over a trolley handle',
      'Reinforced flat base',
    ],
    servingSize: '55 x 30 x 25 cm, 1.3 kg',
    servingsPerContainer: null,
    ingredients: 'Waxed cotton canvas, leather handles, brass hardware, recycled polyester lining',
  },
  {
    name: 'Steady Pace GPS Fitness Watch',
    category: 'Tech Gear',
    description:
      'A light fitness watch with an always-on colour screen that records steps, heart rate, sleep time ' +
      'and GPS routes for runs, rides and hikes. The battery lasts about seven days with GPS off, and the ' +
      'case is water resistant to 50 metres for pool swims. Built for everyday activity tracking, not ' +
      'medical use.',
    price: 119.99,
    discountPrice: 99.99,
    image: img(17),
    rating: 4.7,
    reviews: 356,
    productType: 'buy_now',
    status: 'in_stock',
    stock: 70,
    isNew: true,
    isBestSeller: false,
    releaseDate: null,
    estimatedShippingDate: null,
    features: [
      'Built-in GPS',
      'Up to 7 days of battery with GPS off',
      'Water resistant to 5 ATM',
      'Companion app for iOS and Android',
      'Two silicone strap sizes in the box',
    ],
    servingSize: '42 mm case, 11 mm thick, 32 g',
    servingsPerContainer: null,
    ingredients: 'Aluminium case, hardened glass lens, silicone strap, stainless steel buckle',
  },
  {
    name: 'Deep Ease Percussion Massage Gun',
    category: 'Tech Gear',
    description:
      'A compact percussion massager with five speeds and four interchangeable heads for calves, thighs ' +
      'and shoulders after training or a long day of travel. It runs about four hours per USB-C charge ' +
      'and is quiet enough for a hotel room. Keep it away from bones, joints and injuries.',
    price: 149.99,
    discountPrice: 129.99,
    image: img(19),
    rating: 4.9,
    reviews: 521,
    productType: 'buy_now',
    status: 'in_stock',
    stock: 60,
    isNew: false,
    isBestSeller: true,
    releaseDate: null,
    estimatedShippingDate: null,
    features: [
      '5 speed settings',
      '4 attachment heads',
      'About 4 hours per charge, USB-C',
      'Under 50 dB on the lowest setting',
      'Hard-shell carry case',
    ],
    servingSize: '17 x 13 x 5.5 cm, 680 g',
    servingsPerContainer: null,
    ingredients: 'Aluminium alloy housing, silicone grip, foam and silicone heads',
  },

  // Supplements
  {
    name: 'Calm Harbour Magnesium Glycinate',
    category: 'Supplements',
    description:
      'Each two-capsule serving provides 200 mg of elemental magnesium as magnesium glycinate, a form ' +
      'many people find gentle on the stomach. The capsules are plant-based, unflavoured and free from ' +
      'added colours. Suitable for vegans; ask a healthcare professional first if you are pregnant or ' +
      'take medication.',
    price: 24.99,
    discountPrice: null,
    image: img(1),
    rating: 4.8,
    reviews: 803,
    productType: 'buy_now',
    status: 'in_stock',
    stock: 180,
    isNew: false,
    isBestSeller: true,
    releaseDate: null,
    estimatedShippingDate: null,
    features: [
      '200 mg elemental magnesium per serving',
      'Vegan plant-cellulose capsules',
      'No added colours or flavours',
      'Amber glass bottle',
    ],
    servingSize: '2 capsules',
    servingsPerContainer: 60,
    ingredients: 'Magnesium bisglycinate, hydroxypropyl methylcellulose (capsule shell), rice flour',
  },
  {
    name: 'Meadowline Pea & Rice Protein, Vanilla',
    category: 'Supplements',
    description:
      'A blend of pea and brown rice protein giving 21 g of protein per 30 g scoop, flavoured with real ' +
      'vanilla and lightly sweetened with stevia. It mixes smoothly into water or oat milk in a shaker ' +
      'and works in overnight oats. Made for vegans and anyone avoiding dairy and soy.',
    price: 39.99,
    discountPrice: 34.99,
    image: img(2),
    rating: 4.5,
    reviews: 612,
    productType: 'buy_now',
    status: 'in_stock',
    stock: 120,
    isNew: false,
    isBestSeller: false,
    releaseDate: null,
    estimatedShippingDate: null,
    features: [
      '21 g protein per serving',
      'Dairy-free and soy-free',
      'Sweetened with stevia, no added sugar',
      'Resealable 900 g pouch',
    ],
    servingSize: '1 scoop (30 g)',
    servingsPerContainer: 30,
    ingredients:
      'Pea protein isolate, brown rice protein, natural vanilla flavouring, ground vanilla bean, sea ' +
      'salt, stevia leaf extract',
  },
  {
    name: 'Sunrise Drops Vitamin D3',
    category: 'Supplements',
    description:
      'Vitamin D3 from lichen dissolved in organic olive oil, with 1,000 IU in each two-drop serving. The ' +
      '30 ml dropper bottle is small enough for a wash bag on long winter trips. Vegan; check with your ' +
      'doctor if you already take another vitamin D product.',
    price: 18.99,
    discountPrice: null,
    image: img(21),
    rating: 4.6,
    reviews: 0,
    productType: 'buy_now',
    status: 'coming_soon',
    stock: 0,
    isNew: true,
    isBestSeller: false,
    releaseDate: '2027-01-18',
    estimatedShippingDate: null,
    features: [
      '1,000 IU vitamin D3 per 2 drops',
      'Vegan D3 from lichen',
      'In organic extra-virgin olive oil',
      '30 ml amber glass dropper bottle',
    ],
    servingSize: '2 drops (0.1 ml)',
    servingsPerContainer: 300,
    ingredients:
      'Organic extra-virgin olive oil, cholecalciferol (vitamin D3 from lichen), mixed tocopherols',
  },
  {
    name: 'Kelp Coast Algal Omega-3',
    category: 'Supplements',
    description:
      'Omega-3 from farmed microalgae rather than fish, with 500 mg of combined EPA and DHA in two ' +
      'softgels. The softgels have a plant-based shell and a touch of lemon oil, so there is no fishy ' +
      'aftertaste. A fit for vegetarians, vegans and anyone who does not eat oily fish.',
    price: 32.99,
    discountPrice: null,
    image: img(1),
    rating: 4.4,
    reviews: 147,
    productType: 'buy_now',
    status: 'in_stock',
    stock: 95,
    isNew: false,
    isBestSeller: false,
    releaseDate: null,
    estimatedShippingDate: null,
    features: [
      '500 mg EPA and DHA per serving',
      'Algae oil, no fish',
      'Plant-based softgel shell',
      'Lemon oil, no fishy aftertaste',
    ],
    servingSize: '2 softgels',
    servingsPerContainer: 30,
    ingredients:
      'Algal oil (Schizochytrium sp.), softgel shell (modified starch, carrageenan, glycerin, water), ' +
      'lemon oil, mixed tocopherols, rosemary extract',
  },

  // Equipment
  {
    name: 'Cork Travel Yoga Mat',
    category: 'Equipment',
    description:
      'A 4 mm mat with a natural cork top that grips better as it gets damp, bonded to a tree-rubber ' +
      'base. At 1.8 kg it rolls tight enough to strap to a backpack, and cork needs only a wipe with ' +
      'water after practice. Good for hot yoga and for travellers who want their own mat at a retreat.',
    price: 79.99,
    discountPrice: 64.99,
    image: img(3),
    rating: 4.7,
    reviews: 438,
    productType: 'buy_now',
    status: 'limited_stock',
    stock: 4,
    isNew: false,
    isBestSeller: true,
    releaseDate: null,
    estimatedShippingDate: null,
    features: [
      'Natural cork surface that grips when damp',
      'Tree-rubber base, no PVC',
      '1.8 kg with a cotton carry strap',
      'Wipe clean with water',
    ],
    servingSize: '183 x 61 cm, 4 mm thick',
    servingsPerContainer: null,
    ingredients: 'Natural cork top, tree-rubber base',
  },
  {
    name: 'Even Roll Textured Foam Roller',
    category: 'Equipment',
    description:
      'A firm EVA foam roller with a raised grid surface over a hollow, rigid core that does not flatten ' +
      'with use. At 33 cm it is short enough for a suitcase and long enough for back and thigh work. ' +
      'Suits runners, lifters and anyone who wants a simple routine after a workout.',
    price: 29.99,
    discountPrice: null,
    image: img(4),
    rating: 4.6,
    reviews: 295,
    productType: 'buy_now',
    status: 'in_stock',
    stock: 110,
    isNew: false,
    isBestSeller: false,
    releaseDate: null,
    estimatedShippingDate: null,
    features: [
      'Hollow rigid core that holds its shape',
      'Grid texture for varied pressure',
      'Supports up to 150 kg',
      'Fits in carry-on luggage',
    ],
    servingSize: '33 cm long, 14 cm diameter',
    servingsPerContainer: null,
    ingredients: 'EVA foam over a recycled ABS core',
  },
  {
    name: 'Hex Grip Neoprene Dumbbell Pair, 5 kg',
    category: 'Equipment',
    description:
      'Two 5 kg cast-iron dumbbells with a neoprene coating that is kinder to floors and easier to hold ' +
      'with sweaty hands. The hexagonal ends stop them rolling away between sets. Useful for home ' +
      'strength sessions, especially for beginners working up to heavier weights.',
    price: 49.99,
    discountPrice: null,
    image: img(5),
    rating: 4.0,
    reviews: 189,
    productType: 'buy_now',
    status: 'out_of_stock',
    stock: 0,
    isNew: false,
    isBestSeller: false,
    releaseDate: null,
    estimatedShippingDate: null,
    features: [
      'Sold as a pair, 2 x 5 kg',
      'Hex ends that do not roll',
      'Neoprene coating protects floors',
      'Weight marked on each end',
    ],
    servingSize: 'Each 23 cm long, 5 kg',
    servingsPerContainer: null,
    ingredients: 'Cast-iron core, neoprene coating',
  },
  {
    name: 'Copperline Cast-Iron Kettlebell, 12 kg',
    category: 'Equipment',
    description:
      'A 12 kg single-piece cast-iron kettlebell with a wide, smooth handle and a terracotta powder-coat ' +
      'finish. The flat base sits steady for rows and the handle is wide enough for two-handed swings. ' +
      'This first production run is small, and pre-orders ship in the order they were placed.',
    price: 64.99,
    discountPrice: 54.99,
    image: img(30),
    rating: 4.8,
    reviews: 0,
    productType: 'pre_order',
    status: 'in_stock',
    stock: 60,
    isNew: true,
    isBestSeller: false,
    releaseDate: '2027-02-15',
    estimatedShippingDate: '2027-03-01',
    features: [
      '12 kg, single-piece cast iron',
      'Wide handle for two-handed swings',
      'Flat, stable base',
      'Textured powder-coat finish',
    ],
    servingSize: '28 cm tall, handle 20 cm wide, 12 kg',
    servingsPerContainer: null,
    ingredients: 'Cast iron, powder-coat finish',
  },
  {
    name: 'Stillpoint Buckwheat Meditation Cushion',
    category: 'Equipment',
    description:
      'A round cushion filled with buckwheat hulls that shift to hold your posture, with a zipped inner ' +
      'bag so you can take hulls out to lower the height. The organic cotton cover comes off for washing. ' +
      'Made for a daily sitting practice at home or in a retreat room.',
    price: 59.99,
    discountPrice: null,
    image: img(25),
    rating: 4.6,
    reviews: 0,
    productType: 'pre_order',
    status: 'in_stock',
    stock: 40,
    isNew: false,
    isBestSeller: false,
    releaseDate: '2027-03-10',
    estimatedShippingDate: '2027-03-24',
    features: [
      'Adjustable buckwheat-hull fill',
      'Removable, washable cotton cover',
      'Side carry handle',
      'About 15 cm high when full',
    ],
    servingSize: '36 cm diameter, about 15 cm high',
    servingsPerContainer: null,
    ingredients: 'Organic cotton twill cover, cotton inner bag, buckwheat hull fill',
  },
  {
    name: 'Skip Line Speed Jump Rope',
    category: 'Equipment',
    description:
      'A coated steel cable rope with ball-bearing handles that turn smoothly at speed. The cable ' +
      'shortens with the small hex key supplied, so one rope suits different heights. It takes almost no ' +
      'room in a bag, which makes it an easy hotel-room cardio option.',
    price: 22.99,
    discountPrice: null,
    image: img(23),
    rating: 3.9,
    reviews: 176,
    productType: 'buy_now',
    status: 'in_stock',
    stock: 150,
    isNew: false,
    isBestSeller: false,
    releaseDate: null,
    estimatedShippingDate: null,
    features: ['Ball-bearing handles', 'Cable adjustable up to 3 m', 'Hex key and drawstring bag included'],
    servingSize: '3 m cable (adjustable), 15 cm handles',
    servingsPerContainer: null,
    ingredients: 'PVC-coated steel cable, aluminium bearings, foam grips',
  },

  // Apparel
  {
    name: 'Trailhead Merino Travel Tee',
    category: 'Apparel',
    description:
      'A crew-neck tee in 150 gsm merino wool that stays fresh over several wears, so you can pack fewer ' +
      'shirts. It is soft next to the skin, dries quickly after a sink wash and layers under a fleece on ' +
      'cool mornings. Unisex regular fit, sizes XS to XXL.',
    price: 54.99,
    discountPrice: null,
    image: img(9),
    rating: 4.6,
    reviews: 244,
    productType: 'buy_now',
    status: 'in_stock',
    stock: 90,
    isNew: false,
    isBestSeller: false,
    releaseDate: null,
    estimatedShippingDate: null,
    features: [
      '150 gsm merino wool jersey',
      'Resists odour over several wears',
      'Flat-locked seams',
      'Unisex sizes XS-XXL',
    ],
    servingSize: 'Regular fit; size M chest 104 cm, length 72 cm',
    servingsPerContainer: null,
    ingredients: '100% merino wool',
  },
  {
    name: 'Flow Rise High-Waist Leggings',
    category: 'Apparel',
    description:
      'Full-length leggings in a brushed recycled nylon blend that is opaque when you squat and soft ' +
      'against the skin. The wide high waistband has a hidden pocket for a key or card, and flat seams ' +
      'avoid rubbing on long walks. Made for yoga, pilates and travel days.',
    price: 64.99,
    discountPrice: 49.99,
    image: img(10),
    rating: 4.7,
    reviews: 688,
    productType: 'buy_now',
    status: 'in_stock',
    stock: 130,
    isNew: false,
    isBestSeller: true,
    releaseDate: null,
    estimatedShippingDate: null,
    features: [
      'Squat-proof, medium compression',
      'Hidden waistband pocket',
      'Flat-locked seams',
      'Sizes XS-XL in two inseam lengths',
    ],
    servingSize: 'Inseam 64 cm or 71 cm; size M waist 70 cm',
    servingsPerContainer: null,
    ingredients: '78% recycled nylon, 22% elastane',
  },
  {
    name: 'Sea Fret Organic Cotton Hoodie',
    category: 'Apparel',
    description:
      'A heavyweight hoodie in 400 gsm brushed organic cotton with a double-layer hood and a front pocket ' +
      'deep enough for a phone and passport. The slightly boxy cut layers over a base layer on chilly ' +
      'flights and after a morning swim. This pre-order is the second production run, in sage green.',
    price: 89.99,
    discountPrice: 79.99,
    image: img(11),
    rating: 4.8,
    reviews: 132,
    productType: 'pre_order',
    status: 'in_stock',
    stock: 80,
    isNew: false,
    isBestSeller: false,
    releaseDate: '2027-01-20',
    estimatedShippingDate: '2027-02-03',
    features: [
      '400 gsm brushed organic cotton',
      'Double-layer hood, no drawcord',
      'Ribbed cuffs and hem',
      'Unisex sizes XS-XXL',
    ],
    servingSize: 'Relaxed fit; size M chest 116 cm, length 70 cm',
    servingsPerContainer: null,
    ingredients: '100% organic cotton fleece',
  },
  {
    name: 'Drift Tapered Travel Joggers',
    category: 'Apparel',
    description:
      'Light joggers in a stretch cotton-modal blend with ribbed cuffs, a drawcord waist and a zipped ' +
      'thigh pocket for a passport. They look tidy enough for an airport and stay comfortable through a ' +
      'long-haul flight. Regular rise and a tapered leg, sizes XS to XXL.',
    price: 72.99,
    discountPrice: null,
    image: img(10),
    rating: 4.2,
    reviews: 96,
    productType: 'buy_now',
    status: 'limited_stock',
    stock: 3,
    isNew: false,
    isBestSeller: false,
    releaseDate: null,
    estimatedShippingDate: null,
    features: ['Stretch cotton-modal blend', 'Zipped thigh pocket', 'Ribbed ankle cuffs', 'Drawcord waist'],
    servingSize: 'Size M: waist 80 cm (relaxed), inseam 76 cm',
    servingsPerContainer: null,
    ingredients: '60% cotton, 35% modal, 5% elastane',
  },

  // Snacks
  {
    name: 'Sunbaked Date & Cashew Bars, 4-Pack',
    category: 'Snacks',
    description:
      'Chewy bars made from dates, cashews and oats with a pinch of sea salt, and nothing you would not ' +
      'find in a home kitchen. Each 45 g bar keeps without a fridge and makes a steady snack on a hike or ' +
      'a long transfer. Contains cashews; made in a kitchen that also handles sesame.',
    price: 9.99,
    discountPrice: 8.49,
    image: img(12),
    rating: 4.6,
    reviews: 527,
    productType: 'buy_now',
    status: 'in_stock',
    stock: 200,
    isNew: false,
    isBestSeller: true,
    releaseDate: null,
    estimatedShippingDate: null,
    features: [
      'Pack of 4 bars, 45 g each',
      'No added sugar; sweetness comes from dates',
      'Vegan',
      'Contains cashews and oats',
    ],
    servingSize: '1 bar (45 g)',
    servingsPerContainer: 4,
    ingredients: 'Dates (48%), cashews (25%), gluten-free oats, coconut oil, sea salt',
  },
  {
    name: 'Slow Stone Almond Butter',
    category: 'Snacks',
    description:
      'Dry-roasted almonds stone-ground slowly with nothing else added, so the oil may separate; stir ' +
      'before use. The 250 g jar spreads onto toast, folds into porridge or goes into a smoothie. ' +
      'Suitable for vegans; not suitable for anyone with a tree-nut allergy.',
    price: 11.49,
    discountPrice: null,
    image: img(13),
    rating: 4.8,
    reviews: 341,
    productType: 'buy_now',
    status: 'out_of_stock',
    stock: 0,
    isNew: false,
    isBestSeller: false,
    releaseDate: null,
    estimatedShippingDate: null,
    features: [
      'Single ingredient: roasted almonds',
      'No palm oil, salt or sugar',
      'Recyclable 250 g glass jar',
      'Stone-ground in small batches',
    ],
    servingSize: '1 tablespoon (15 g)',
    servingsPerContainer: 16,
    ingredients: 'Roasted almonds (100%)',
  },
  {
    name: 'Morning Field Raspberry Granola',
    category: 'Snacks',
    description:
      'Oat clusters baked with buckwheat, pumpkin seeds and a little maple syrup, then mixed with ' +
      'freeze-dried raspberries. It is crunchy rather than sweet, with 6 g of sugar per serving, and ' +
      'works with yoghurt or straight from the jar. Comes in a 400 g glass jar you can refill.',
    price: 8.99,
    discountPrice: 7.49,
    image: img(28),
    rating: 4.5,
    reviews: 118,
    productType: 'buy_now',
    status: 'limited_stock',
    stock: 6,
    isNew: true,
    isBestSeller: false,
    releaseDate: null,
    estimatedShippingDate: null,
    features: [
      'Freeze-dried raspberries',
      '6 g sugar per 45 g serving',
      'Baked in small batches',
      'Reusable 400 g glass jar',
    ],
    servingSize: '45 g (about half a cup)',
    servingsPerContainer: 8,
    ingredients:
      'Gluten-free oats, buckwheat groats, pumpkin seeds, maple syrup, sunflower oil, freeze-dried ' +
      'raspberries (4%), cinnamon, sea salt',
  },
  {
    name: 'High Terrace First Flush Green Tea',
    category: 'Snacks',
    description:
      'Loose-leaf green tea from the first spring picking of a small hillside garden, sweet and grassy ' +
      'with little bitterness when brewed at 75 °C. Pre-orders reserve a 50 g tin from the 2027 harvest, ' +
      'packed within weeks of picking. One tin makes about 25 cups and the tea naturally contains ' +
      'caffeine.',
    price: 11.99,
    discountPrice: null,
    image: img(14),
    rating: 4.7,
    reviews: 209,
    productType: 'pre_order',
    status: 'in_stock',
    stock: 100,
    isNew: false,
    isBestSeller: false,
    releaseDate: '2027-04-20',
    estimatedShippingDate: '2027-05-04',
    features: [
      'Loose leaf, 2027 spring harvest',
      'Resealable 50 g tin',
      'About 25 cups per tin',
      'Brew at 75 °C for 2 minutes',
    ],
    servingSize: '2 g (1 teaspoon) per cup',
    servingsPerContainer: 25,
    ingredients: 'Green tea leaves (100%)',
  },

  // More accessories
  {
    name: 'Summit Insulated Water Bottle, 750 ml',
    category: 'Accessories',
    description:
      'A double-wall stainless steel bottle that keeps water cold for around a day, with a leak-proof ' +
      'loop cap you can clip to a pack. The 750 ml size fits most car and backpack side pockets. The ' +
      'inside is bare steel, so no plastic touches your drink.',
    price: 34.99,
    discountPrice: null,
    image: img(7),
    rating: 4.5,
    reviews: 0,
    productType: 'buy_now',
    status: 'coming_soon',
    stock: 0,
    isNew: true,
    isBestSeller: false,
    releaseDate: '2027-02-01',
    estimatedShippingDate: null,
    features: [
      '750 ml, double-wall vacuum insulated',
      'Cold for about 24 hours, hot for about 12',
      'Leak-proof loop cap',
      'Hand wash only',
    ],
    servingSize: '750 ml; 26 cm tall, 7.5 cm diameter',
    servingsPerContainer: null,
    ingredients: '18/8 stainless steel, polypropylene cap, silicone seal',
  },
  {
    name: 'Cloudrest Memory Foam Travel Pillow',
    category: 'Travel Gear',
    description:
      'A U-shaped neck pillow with a slow-recovery memory foam core, a washable cover and a front clasp ' +
      'that stops it sliding off when you doze. It squashes into its own pouch and clips to a bag strap. ' +
      'Made for long-haul flights, overnight trains and bus transfers.',
    price: 32.99,
    discountPrice: null,
    image: img(27),
    rating: 4.1,
    reviews: 264,
    productType: 'buy_now',
    status: 'in_stock',
    stock: 75,
    isNew: false,
    isBestSeller: false,
    releaseDate: null,
    estimatedShippingDate: null,
    features: [
      'Memory foam core',
      'Removable, machine-washable cover',
      'Packs into an attached pouch',
      'Front clasp keeps it in place',
    ],
    servingSize: '30 x 28 x 12 cm (packs to 16 x 12 cm)',
    servingsPerContainer: null,
    ingredients: 'Polyurethane memory foam, polyester velour cover',
  },
];
