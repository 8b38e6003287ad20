import type { SeedProperty } from './stays-data.types';

const img = (...ns: number[]): string[] =>
  ns.map((n) => `/images/stays/stay-${String(n).padStart(2, '0')}.svg`);

/**
 * The catalogue a fresh install starts with: ten fictional stays in ten countries.
 * Image themes (n = 1..40, theme = (n - 1) % 10): 0 beach, 1 mountain, 2 forest, 3 tropical pool,
 * 4 sea-facing yoga deck, 5 desert, 6 lakeside sauna, 7 rice terrace / jungle, 8 Mediterranean cliff,
 * 9 olive grove.
 */
export const seedProperties: SeedProperty[] = [
  {
    name: 'Subak Rise Yoga Shala',
    description:
      'Set on a ridge above the Sayan rice terraces on the western edge of Ubud, Subak Rise is a working yoga ' +
      'school with two open-sided bamboo shalas and a small saltwater pool looking over the Ayung valley. ' +
      'Mornings begin with a led Mysore-style practice at half past six, followed by a slow breakfast from the ' +
      'garden kitchen; afternoons are left open for rest, reading or a walk along the irrigation channels. ' +
      'Evenings bring yin yoga and pranayama and, twice a week, a sound session with a local gamelan player. ' +
      'Teacher-training months run in March and September.',
    type: 'yoga_studio',
    address: 'Jalan Raya Sayan No. 48',
    city: 'Ubud',
    state: 'Bali',
    country: 'Indonesia',
    setting: 'forest',
    latitude: -8.5067,
    longitude: 115.2631,
    rooms: [
      {
        title: 'Rice-Field Garden Room',
        description:
          'A ground-floor room opening straight onto the paddy, with a carved teak queen bed, a mosquito net ' +
          'and a semi-outdoor bathroom shaded by frangipani. The doors fold back completely, so you fall ' +
          'asleep to frogs and wake to farmers walking the dykes. Simple, quiet and a two-minute walk from ' +
          'the main shala.',
        price: 85,
        maxGuests: 2,
        images: img(8, 18, 4),
        amenities: ['Wi-Fi', 'Pool', 'Restaurant', 'Organic Garden', 'Laundry'],
        wellnessFeatures: ['Yoga Classes', 'Meditation', 'Breathwork'],
        rating: 4.6,
        reviewCount: 128,
      },
      {
        title: 'Bamboo Loft Suite',
        description:
          'Built almost entirely from local bamboo, this split-level loft has a king bed under a high woven ' +
          'roof and a lower lounge with floor cushions for home practice. A deep balcony looks west over the ' +
          'valley, which is where you will want to be at sunset. There is a ceiling fan rather than air ' +
          'conditioning; the breeze does most of the work.',
        price: 120,
        maxGuests: 2,
        images: img(4, 28, 14, 8),
        amenities: ['Wi-Fi', 'Pool', 'Private Balcony', 'Restaurant', 'Organic Garden', 'Laundry'],
        wellnessFeatures: ['Yoga Classes', 'Meditation', 'Sound Healing', 'Breathwork'],
        rating: 4.8,
        reviewCount: 96,
      },
      {
        title: 'Valley-Edge Pool Villa',
        description:
          'A one-bedroom villa on the lip of the ravine with its own plunge pool, an outdoor shower and a ' +
          'covered bale for private sessions with a teacher. The bedroom has a king bed facing the jungle ' +
          'canopy and air conditioning for the hottest nights. Breakfast is brought to the villa on request.',
        price: 165,
        maxGuests: 2,
        images: img(14, 38, 24),
        amenities: [
          'Wi-Fi',
          'Pool',
          'Air Conditioning',
          'Private Balcony',
          'Restaurant',
          'Airport Shuttle',
          'Laundry',
        ],
        wellnessFeatures: ['Yoga Classes', 'Meditation', 'Massage', 'Breathwork', 'Sound Healing'],
        rating: 4.9,
        reviewCount: 54,
      },
      {
        title: 'Subak Family House',
        description:
          'Two bedrooms, a shared kitchenette and a wide veranda over the terraces make this the choice for ' +
          'friends or a family practising together. One bedroom has a king bed, the other two singles, and a ' +
          'sofa bed in the living room sleeps two more. It sits slightly apart from the shalas, so it stays ' +
          'calm even during trainings.',
        price: 210,
        maxGuests: 6,
        images: img(28, 8, 34, 18),
        amenities: [
          'Wi-Fi',
          'Pool',
          'Air Conditioning',
          'Kitchenette',
          'Organic Garden',
          'Airport Shuttle',
          'Laundry',
        ],
        wellnessFeatures: ['Yoga Classes', 'Meditation', 'Nutrition Coaching'],
        rating: 4.4,
        reviewCount: 31,
      },
    ],
  },
  {
    name: 'Casa Colibrí Yoga House',
    description:
      'A ten-minute barefoot walk from Playa Guiones, Casa Colibrí is a relaxed yoga house for surfers, solo ' +
      'travellers and anyone on a budget. The raised teak shala catches the breeze beneath a canopy busy with ' +
      'howler monkeys, and there are three classes a day: vinyasa at dawn, a mobility session for surfers at ' +
      'noon and restorative yoga at dusk. Guests share a big open kitchen, a hammock deck and the boards on ' +
      'the rack by the gate. It is simple rather than polished, and the community is the point.',
    type: 'yoga_studio',
    address: 'Calle Los Almendros 12, Playa Guiones',
    city: 'Nosara',
    state: 'Guanacaste',
    country: 'Costa Rica',
    setting: 'beach',
    latitude: 9.9769,
    longitude: -85.6531,
    rooms: [
      {
        title: 'Jungle Bunk Dorm Bed',
        description:
          'A single bunk in a six-bed mixed dorm, screened on three sides and open to the trees. Each bunk ' +
          'has its own curtain, reading light, fan and lockable drawer, and the bathrooms with hot showers are ' +
          'shared across the hall. It is the cheapest way to join the full class timetable, and most guests ' +
          'are out at the beach by seven.',
        price: 42,
        maxGuests: 1,
        images: img(11, 38, 5),
        amenities: ['Wi-Fi', 'Kitchenette', 'Bicycle Rental', 'Laundry'],
        wellnessFeatures: ['Yoga Classes', 'Meditation'],
        rating: 4.1,
        reviewCount: 212,
      },
      {
        title: 'Heliconia Garden Cabina',
        description:
          'A small wooden cabin among heliconia and banana plants, with a double bed, a private bathroom with ' +
          'a garden shower and a shaded porch for drying wetsuits and reading. Ceiling fans and fine screens ' +
          'keep it comfortable. You hear the surf at night but cannot quite see it.',
        price: 68,
        maxGuests: 2,
        images: img(18, 1, 15),
        amenities: ['Wi-Fi', 'Kitchenette', 'Organic Garden', 'Bicycle Rental', 'Laundry'],
        wellnessFeatures: ['Yoga Classes', 'Meditation', 'Breathwork'],
        rating: 4.5,
        reviewCount: 143,
      },
      {
        title: 'Pacific Glimpse Casita',
        description:
          'The only room on the upper terrace, with a queen bed facing a wide window and a glimpse of the ' +
          'Pacific over the treetops. There is a small private balcony, air conditioning and a kettle, and the ' +
          'shala is directly below, so you can step out of bed and into the six o’clock class.',
        price: 115,
        maxGuests: 2,
        images: img(5, 21, 31),
        amenities: [
          'Wi-Fi',
          'Air Conditioning',
          'Kitchenette',
          'Ocean View',
          'Private Balcony',
          'Bicycle Rental',
        ],
        wellnessFeatures: ['Yoga Classes', 'Meditation', 'Breathwork', 'Massage'],
        rating: 4.6,
        reviewCount: 88,
      },
      {
        title: 'Playa Family Bungalow',
        description:
          'A two-room bungalow with a queen bed in one room and two singles in the other, joined by a covered ' +
          'porch with a table big enough for shared dinners. It has its own kitchenette and an outdoor ' +
          'shower for sandy feet. A gentle family yoga class runs on Saturday mornings, and children are ' +
          'welcome on the deck.',
        price: 140,
        maxGuests: 4,
        images: img(31, 25, 11, 28),
        amenities: ['Wi-Fi', 'Air Conditioning', 'Kitchenette', 'Free Parking', 'Bicycle Rental', 'Laundry'],
        wellnessFeatures: ['Yoga Classes', 'Pilates', 'Meditation'],
        rating: 4.4,
        reviewCount: 39,
      },
    ],
  },
  {
    name: 'Sadhana Vana Yoga House',
    description:
      'Sadhana Vana sits on the forested slope above Tapovan, a short walk from the Ganges and the Lakshman ' +
      'Jhula footbridge. It keeps the rhythm of a traditional yoga school: silence until breakfast, two hatha ' +
      'classes a day in a stone shala overlooking the river, philosophy and chanting in the afternoon and a ' +
      'simple vegetarian thali at every meal. Ayurvedic consultations and oil massage are offered by a ' +
      'practitioner who visits three days a week. Rooms are plain and clean, and most guests come for a week ' +
      'or longer.',
    type: 'yoga_studio',
    address: '14 Badrinath Road, Tapovan',
    city: 'Rishikesh',
    state: 'Uttarakhand',
    country: 'India',
    setting: 'mountain',
    latitude: 30.1087,
    longitude: 78.292,
    rooms: [
      {
        title: 'Riverside Single Cell',
        description:
          'A narrow, whitewashed room with a firm single bed, a writing desk and a window looking through sal ' +
          'trees towards the river. The bathroom is private but basic, with hot water from a solar heater. ' +
          'Designed for solo practitioners on the full timetable, and the quietest room in the house.',
        price: 45,
        maxGuests: 1,
        images: img(13, 2, 38),
        amenities: ['Wi-Fi', 'Restaurant', 'Organic Garden', 'Laundry'],
        wellnessFeatures: ['Yoga Classes', 'Meditation', 'Ayurveda'],
        rating: 4.2,
        reviewCount: 174,
      },
      {
        title: 'Himalaya Twin Room',
        description:
          'Two single beds with block-printed covers, a small veranda and a view up the valley towards the ' +
          'first Himalayan ridges. Meditation cushions and a rolled mat are left out for each guest. A good ' +
          'fit for friends travelling together who want to share the cost without sharing a dorm.',
        price: 58,
        maxGuests: 2,
        images: img(2, 23, 12),
        amenities: ['Wi-Fi', 'Restaurant', 'Organic Garden', 'Mountain View', 'Laundry'],
        wellnessFeatures: ['Yoga Classes', 'Meditation', 'Breathwork', 'Ayurveda'],
        rating: 4.6,
        reviewCount: 119,
      },
      {
        title: 'Sal Forest Family Room',
        description:
          'The largest room, on the top floor, with a double bed, a single day bed and a private balcony ' +
          'shaded by the sal forest. Air conditioning helps in May and June, when the valley is at its ' +
          'hottest. Evening aarti at the ghats is a twenty-minute walk downhill, and a longer trail climbs ' +
          'to the waterfalls behind the house.',
        price: 78,
        maxGuests: 3,
        images: img(23, 32, 13, 8),
        amenities: ['Wi-Fi', 'Air Conditioning', 'Restaurant', 'Mountain View', 'Private Balcony', 'Laundry'],
        wellnessFeatures: ['Yoga Classes', 'Meditation', 'Ayurveda', 'Massage', 'Hiking Trails'],
        rating: 3.9,
        reviewCount: 47,
      },
    ],
  },
  {
    name: 'Daubenhorn Thermal Spa',
    description:
      'Daubenhorn Thermal Spa stands at the head of the Dala valley, where the limestone walls of the Gemmi ' +
      'pass rise straight up behind the village. Water from its own spring reaches the surface at around 50 ' +
      'degrees and is cooled into three indoor and outdoor pools, a rock grotto and a plunge basin fed by ' +
      'meltwater. Guests follow a loose daily routine of baths, a guided walk or snowshoe outing, and ' +
      'treatments using alpine hay and arnica. Dinners are long and Valaisan, with wine from the vineyards ' +
      'of the lower Rhône valley.',
    type: 'spa_resort',
    address: 'Rathausstrasse 14',
    city: 'Leukerbad',
    state: 'Valais',
    country: 'Switzerland',
    setting: 'mountain',
    latitude: 46.3794,
    longitude: 7.627,
    rooms: [
      {
        title: 'Gemmi View Double',
        description:
          'A calm, timber-panelled room with a king bed, heated stone floors in the bathroom and a balcony ' +
          'facing the sheer cliffs of the Gemmi. Bathrobes and a basket for the spa are waiting on arrival, ' +
          'and the thermal pools are reached in slippers through a heated corridor.',
        price: 340,
        maxGuests: 2,
        images: img(2, 12, 17),
        amenities: [
          'Wi-Fi',
          'Pool',
          'Sauna',
          'Steam Room',
          'Free Parking',
          'Restaurant',
          'Mountain View',
          'Private Balcony',
        ],
        wellnessFeatures: ['Thermal Baths', 'Spa Treatments', 'Massage', 'Hiking Trails'],
        rating: 4.7,
        reviewCount: 203,
      },
      {
        title: 'Larch Fireside Suite',
        description:
          'A corner suite lined in old larch, with a separate sitting room around a wood-burning fireplace, a ' +
          'king bed and windows on two sides over the village roofs and the Torrenthorn slopes. The bathroom ' +
          'has a deep soaking tub. Evening turndown brings a herbal tea blended from alpine plants.',
        price: 395,
        maxGuests: 2,
        images: img(13, 22, 7, 32),
        amenities: [
          'Wi-Fi',
          'Pool',
          'Hot Tub',
          'Sauna',
          'Free Parking',
          'Restaurant',
          'Mountain View',
          'Fireplace',
        ],
        wellnessFeatures: ['Thermal Baths', 'Spa Treatments', 'Massage', 'Sleep Programs', 'Cold Plunge'],
        rating: 4.9,
        reviewCount: 76,
      },
      {
        title: 'Torrent Family Apartment',
        description:
          'Two bedrooms, a small dining kitchen and a long balcony make this apartment suitable for a family ' +
          'or two couples. One bedroom has a king bed and the other twin beds that can be joined. Children ' +
          'are welcome in the outdoor thermal pool until four in the afternoon, after which the spa is for ' +
          'adults only.',
        price: 440,
        maxGuests: 4,
        images: img(22, 27, 2, 12),
        amenities: [
          'Wi-Fi',
          'Pool',
          'Sauna',
          'Kitchenette',
          'Free Parking',
          'Mountain View',
          'Private Balcony',
          'Laundry',
        ],
        wellnessFeatures: ['Thermal Baths', 'Massage', 'Hiking Trails'],
        rating: 4.5,
        reviewCount: 58,
      },
      {
        title: 'Spring House Penthouse',
        description:
          'On the top floor under the eaves, with a private terrace hot tub filled from the hotel’s spring, a ' +
          'king bed and a window seat facing the Daubenhorn. A daily treatment of your choice and a guided ' +
          'morning walk to the Dala gorge are included in the rate. Newly opened this season.',
        price: 480,
        maxGuests: 2,
        images: img(32, 7, 22, 17, 2),
        amenities: [
          'Wi-Fi',
          'Pool',
          'Hot Tub',
          'Sauna',
          'Steam Room',
          'Restaurant',
          'Mountain View',
          'Private Balcony',
          'Fireplace',
        ],
        wellnessFeatures: [
          'Spa Treatments',
          'Massage',
          'Hiking Trails',
          'Thermal Baths',
          'Sleep Programs',
          'Cold Plunge',
        ],
        rating: null,
        reviewCount: 0,
      },
    ],
  },
  {
    name: 'Kasbah Amzri Desert Spa',
    description:
      'Built from rammed earth in the old ksar style, Kasbah Amzri sits where the last palm gardens of ' +
      'Merzouga meet the dunes of Erg Chebbi. Its hammam is the heart of the place: a warm room, a hot room ' +
      'and a vaulted scrubbing room, followed by argan oil massage in cool tiled cells. Days start early, ' +
      'with a walk or camel trek onto the dunes before the heat, and end with mint tea on the roof as the sand ' +
      'turns copper. Nights are quiet and very dark, and the stargazing is superb.',
    type: 'spa_resort',
    address: 'Route de Hassi Labied, Km 3',
    city: 'Merzouga',
    state: 'Drâa-Tafilalet',
    country: 'Morocco',
    setting: 'countryside',
    latitude: 31.0994,
    longitude: -4.0117,
    rooms: [
      {
        title: 'Palm Courtyard Room',
        description:
          'A cool ground-floor room off the inner courtyard, with thick earthen walls, a queen bed dressed in ' +
          'Berber wool and a tadelakt shower. It stays comfortable through the afternoon without much help ' +
          'from the air conditioning. Breakfast of msemen, dates and amlou is served under the palm outside ' +
          'your door.',
        price: 190,
        maxGuests: 2,
        images: img(16, 6, 26),
        amenities: ['Wi-Fi', 'Pool', 'Steam Room', 'Air Conditioning', 'Free Parking', 'Restaurant'],
        wellnessFeatures: ['Spa Treatments', 'Massage', 'Meditation'],
        rating: 4.4,
        reviewCount: 112,
      },
      {
        title: 'Erg Chebbi Dune Suite',
        description:
          'On the upper floor, with a private terrace facing directly onto the dunes and a carved cedar door ' +
          'opening to a king bed beneath a painted ceiling. Sunrise over Erg Chebbi is visible from bed if ' +
          'you leave the shutters open. A small fireplace takes the chill off winter nights, which can be ' +
          'surprisingly cold.',
        price: 260,
        maxGuests: 2,
        images: img(6, 36, 16, 26),
        amenities: [
          'Wi-Fi',
          'Pool',
          'Steam Room',
          'Air Conditioning',
          'Restaurant',
          'Private Balcony',
          'Fireplace',
        ],
        wellnessFeatures: ['Yoga Classes', 'Meditation', 'Spa Treatments', 'Massage'],
        rating: 4.8,
        reviewCount: 67,
      },
      {
        title: 'Ksar Family Riad',
        description:
          'A self-contained wing with its own small courtyard and plunge pool, three bedrooms (one king, two ' +
          'twin) and a salon with low sofas for long evenings. A family hammam session and a night in the ' +
          'kasbah’s dune camp are included for stays of three nights or more.',
        price: 345,
        maxGuests: 6,
        images: img(26, 6, 36),
        amenities: [
          'Wi-Fi',
          'Pool',
          'Steam Room',
          'Air Conditioning',
          'Kitchenette',
          'Restaurant',
          'Airport Shuttle',
          'Laundry',
        ],
        wellnessFeatures: ['Spa Treatments', 'Massage', 'Hiking Trails'],
        rating: 4.2,
        reviewCount: 23,
      },
    ],
  },
  {
    name: 'Shirakumo Ryokan & Onsen',
    description:
      'Shirakumo is a twelve-room ryokan on the wooded bank of the Hayakawa river in Hakone-Yumoto, an hour ' +
      'and a half from Tokyo. Spring water reaches the inn hot from the hills and fills cedar and stone baths, ' +
      'both shared and private, which guests use at dawn, before dinner and late at night. Stays follow the ' +
      'ryokan rhythm: a multi-course kaiseki dinner served in the room, futons laid out afterwards, and a ' +
      'slow breakfast of grilled fish and rice. Forest walks lead up to the Hakone old road and its avenue of ' +
      'ancient cedars.',
    type: 'spa_resort',
    address: '640-2 Yumoto, Hakone-machi',
    city: 'Hakone',
    state: 'Kanagawa',
    country: 'Japan',
    setting: 'forest',
    latitude: 35.2328,
    longitude: 139.105,
    rooms: [
      {
        title: 'Hayakawa River Room',
        description:
          'A classic eight-tatami room with sliding paper screens opening onto a narrow veranda over the ' +
          'river. Futons are laid on the tatami each evening, and a low table and floor chairs face the water ' +
          'for tea. Yukata, a bath basket and private time slots in the family bath are included.',
        price: 310,
        maxGuests: 2,
        images: img(3, 17, 12),
        amenities: ['Wi-Fi', 'Free Parking', 'Restaurant', 'Mountain View', 'Laundry'],
        wellnessFeatures: ['Thermal Baths', 'Massage', 'Forest Bathing'],
        rating: 4.6,
        reviewCount: 184,
      },
      {
        title: 'Hinoki Bath Suite',
        description:
          'A two-room suite with its own open-air bath of hinoki cypress on a screened veranda, filled ' +
          'continuously with spring water. The bedroom has low twin beds, and the sitting room has a sunken ' +
          'irori hearth where dinner is grilled on cooler evenings. Views climb into the maple and cedar of ' +
          'the valley side.',
        price: 385,
        maxGuests: 2,
        images: img(12, 3, 27, 22),
        amenities: [
          'Wi-Fi',
          'Hot Tub',
          'Free Parking',
          'Restaurant',
          'Mountain View',
          'Private Balcony',
          'Fireplace',
        ],
        wellnessFeatures: ['Meditation', 'Massage', 'Thermal Baths', 'Forest Bathing', 'Sleep Programs'],
        rating: 4.9,
        reviewCount: 61,
      },
      {
        title: 'Maple Garden Pavilion',
        description:
          'A detached pavilion in the back garden with two tatami rooms, a private stone bath and a small tea ' +
          'room where a tea ceremony can be arranged. It sleeps four on futons and suits a family or friends ' +
          'travelling together. In November the garden maples are at their most vivid.',
        price: 450,
        maxGuests: 4,
        images: img(23, 7, 33),
        amenities: ['Wi-Fi', 'Hot Tub', 'Free Parking', 'Restaurant', 'Mountain View', 'Laundry'],
        wellnessFeatures: [
          'Meditation',
          'Spa Treatments',
          'Hiking Trails',
          'Thermal Baths',
          'Forest Bathing',
        ],
        rating: 4.7,
        reviewCount: 29,
      },
    ],
  },
  {
    name: 'Asteri Caldera Spa',
    description:
      'Asteri is carved into the caldera cliff below the village of Oia, its cave suites stepping down ' +
      'towards the sea in whitewashed terraces. The spa is built into the rock itself: a vaulted hammam, a ' +
      'heated seawater pool and treatment rooms that use Santorini volcanic clay and local grape-seed oil. ' +
      'Mornings bring yoga on a deck above the caldera while the cliffs are still quiet, and afternoons are ' +
      'for swimming at Ammoudi Bay, some three hundred steps below. Sunset is watched from your own terrace, ' +
      'away from the crowds on the castle walls.',
    type: 'spa_resort',
    address: 'Nikolaou Nomikou 34',
    city: 'Oia',
    state: 'South Aegean',
    country: 'Greece',
    setting: 'beach',
    latitude: 36.4611,
    longitude: 25.3758,
    rooms: [
      {
        title: 'Caldera Cave Room',
        description:
          'A vaulted cave room cut into the volcanic rock, cool in summer and softly lit through an arched ' +
          'window facing the caldera. A queen bed sits on a raised plinth, and a small terrace with two ' +
          'loungers catches the afternoon sun. Steps are part of life here; this room is reached by ' +
          'fifty-two of them.',
        price: 290,
        maxGuests: 2,
        images: img(9, 4, 29),
        amenities: ['Wi-Fi', 'Pool', 'Air Conditioning', 'Restaurant', 'Ocean View', 'Private Balcony'],
        wellnessFeatures: ['Yoga Classes', 'Spa Treatments', 'Massage'],
        rating: 4.5,
        reviewCount: 238,
      },
      {
        title: 'Sunrise Deck Suite',
        description:
          'Set at the top of the terraces, this suite has a private timber deck used for early practice, with ' +
          'the caldera below and the island of Thirasia ahead. Inside are a king bed, a low sofa and a ' +
          'screened outdoor shower under bougainvillea. A daily one-to-one yoga or Pilates session on the ' +
          'deck can be booked.',
        price: 360,
        maxGuests: 2,
        images: img(5, 19, 35, 9),
        amenities: [
          'Wi-Fi',
          'Pool',
          'Air Conditioning',
          'Restaurant',
          'Ocean View',
          'Private Balcony',
          'Airport Shuttle',
        ],
        wellnessFeatures: ['Yoga Classes', 'Meditation', 'Massage', 'Breathwork', 'Pilates'],
        rating: 4.8,
        reviewCount: 144,
      },
      {
        title: 'Aegean Plunge-Pool Suite',
        description:
          'A two-level suite with a heated plunge pool on its terrace, a king bed under a whitewashed barrel ' +
          'vault and a lower lounge that opens onto the view. Breakfast is served on the terrace, and a ' +
          'volcanic-clay body treatment in the spa is included for each guest.',
        price: 425,
        maxGuests: 2,
        images: img(14, 39, 9, 24),
        amenities: [
          'Wi-Fi',
          'Pool',
          'Hot Tub',
          'Air Conditioning',
          'Restaurant',
          'Ocean View',
          'Private Balcony',
          'Airport Shuttle',
        ],
        wellnessFeatures: ['Yoga Classes', 'Spa Treatments', 'Massage', 'Sleep Programs'],
        rating: 4.9,
        reviewCount: 102,
      },
      {
        title: 'Ammoudi Cliff Villa',
        description:
          'Three bedrooms, each with its own bathroom, arranged around a private courtyard whose infinity pool ' +
          'seems to spill into the caldera. There is a kitchenette and a long dining terrace, and in-villa ' +
          'massage can be arranged for the whole group. It suits families or friends who want the spa without ' +
          'giving up their own space.',
        price: 470,
        maxGuests: 6,
        images: img(39, 24, 29, 5),
        amenities: [
          'Wi-Fi',
          'Pool',
          'Air Conditioning',
          'Kitchenette',
          'Restaurant',
          'Ocean View',
          'Private Balcony',
          'Airport Shuttle',
          'Laundry',
        ],
        wellnessFeatures: ['Yoga Classes', 'Spa Treatments', 'Massage'],
        rating: 4.6,
        reviewCount: 14,
      },
    ],
  },
  {
    name: 'Quinta da Oliveira Velha',
    description:
      'Quinta da Oliveira Velha is a restored farmhouse among four hundred olive trees on the hill below the ' +
      'walled village of Monsaraz, looking over the Alqueva lake. The programme is unhurried and rooted in ' +
      'the land: morning yoga or Pilates in a converted olive press, guided walks through cork oak and ' +
      'vineyard, and cooking with the garden’s produce alongside a resident nutritionist. The Alqueva is a ' +
      'protected dark-sky area, and clear nights end with stargazing by the pool. Mobile signal is weak, ' +
      'which most guests come to appreciate.',
    type: 'wellness_retreat',
    address: 'Estrada do Telheiro 7',
    city: 'Monsaraz',
    state: 'Alentejo',
    country: 'Portugal',
    setting: 'countryside',
    latitude: 38.4431,
    longitude: -7.3811,
    rooms: [
      {
        title: 'Olive Press Room',
        description:
          'Set in the old press house, with a whitewashed vaulted ceiling, terracotta floors and a queen bed. ' +
          'A wood-burning stove keeps it warm in winter, and a stable door opens onto the olive grove. ' +
          'Breakfast is local: sheep’s cheese, honey, bread from Reguengos and oil pressed from the trees ' +
          'outside.',
        price: 150,
        maxGuests: 2,
        images: img(10, 30, 20),
        amenities: ['Wi-Fi', 'Pool', 'Free Parking', 'Organic Garden', 'Fireplace', 'Bicycle Rental'],
        wellnessFeatures: ['Yoga Classes', 'Nutrition Coaching', 'Hiking Trails', 'Pilates'],
        rating: 4.5,
        reviewCount: 92,
      },
      {
        title: 'Cypress Lane Suite',
        description:
          'A spacious suite at the end of a cypress-lined lane, with a king bed, a reading corner and a ' +
          'private terrace facing the lake. Linen curtains, cork floors and thick walls keep it cool in ' +
          'summer. A quiet evening routine, with a herbal infusion and guided relaxation, can be brought to ' +
          'the suite on request.',
        price: 195,
        maxGuests: 2,
        images: img(20, 7, 40, 10),
        amenities: [
          'Wi-Fi',
          'Pool',
          'Air Conditioning',
          'Free Parking',
          'Organic Garden',
          'Private Balcony',
          'Bicycle Rental',
        ],
        wellnessFeatures: ['Yoga Classes', 'Meditation', 'Massage', 'Nutrition Coaching', 'Sleep Programs'],
        rating: 4.8,
        reviewCount: 57,
      },
      {
        title: 'Alqueva Lake Cottage',
        description:
          'A separate stone cottage with two bedrooms, a kitchenette and an open fireplace, set on the edge ' +
          'of the property where the grove slopes down to the water. A short path leads to a wooden jetty and ' +
          'a small lakeside sauna, which guests can book for private evenings followed by a swim.',
        price: 275,
        maxGuests: 4,
        images: img(37, 40, 27, 30),
        amenities: [
          'Wi-Fi',
          'Pool',
          'Sauna',
          'Kitchenette',
          'Free Parking',
          'Organic Garden',
          'Fireplace',
          'Bicycle Rental',
          'Laundry',
        ],
        wellnessFeatures: ['Yoga Classes', 'Nutrition Coaching', 'Hiking Trails', 'Cold Plunge'],
        rating: null,
        reviewCount: 0,
      },
    ],
  },
  {
    name: 'Cedar Tide Retreat',
    description:
      'Cedar Tide Retreat sits in old-growth forest at the edge of Chesterman Beach, where Pacific swells ' +
      'roll in out of the fog for much of the year. Its programme leans on the landscape: guided forest ' +
      'bathing among western red cedars, cold-water dips followed by the wood-fired beach sauna, and ' +
      'breathwork in a timber hall with rain drumming on the roof. Winter is storm-watching season, when the ' +
      'retreat is at its quietest. Meals are built around local seafood and greens foraged from the coastal ' +
      'rainforest.',
    type: 'wellness_retreat',
    address: '1180 Pacific Rim Highway',
    city: 'Tofino',
    state: 'British Columbia',
    country: 'Canada',
    setting: 'beach',
    latitude: 49.1528,
    longitude: -125.9067,
    rooms: [
      {
        title: 'Cedar Loft Suite',
        description:
          'A tall loft built from reclaimed cedar, with a king bed upstairs beneath a skylight and a sitting ' +
          'room with a wood stove below. Big windows look into the forest canopy, and the beach path starts ' +
          'at the door. Rain gear, boots and a flask are provided for early walks.',
        price: 245,
        maxGuests: 2,
        images: img(3, 33, 1),
        amenities: ['Wi-Fi', 'Sauna', 'Kitchenette', 'Free Parking', 'Fireplace', 'Bicycle Rental'],
        wellnessFeatures: ['Breathwork', 'Hiking Trails', 'Forest Bathing', 'Cold Plunge'],
        rating: 4.8,
        reviewCount: 133,
      },
      {
        title: 'Chesterman Beach Room',
        description:
          'A ground-floor room a few steps from the sand, with a queen bed, a wall of glass towards the surf ' +
          'and a covered porch with two wooden chairs. It is the closest room to the beach sauna, and you can ' +
          'hear the waves all night. A hot outdoor shower by the door rinses off the sand.',
        price: 210,
        maxGuests: 2,
        images: img(21, 17, 3),
        amenities: ['Wi-Fi', 'Hot Tub', 'Sauna', 'Free Parking', 'Ocean View', 'Bicycle Rental'],
        wellnessFeatures: ['Yoga Classes', 'Massage', 'Breathwork', 'Cold Plunge'],
        rating: 4.4,
        reviewCount: 97,
      },
      {
        title: 'Storm-Watch Ocean Suite',
        description:
          'On the headland, with floor-to-ceiling windows facing the open Pacific, a king bed, a gas ' +
          'fireplace and a deep tub placed for the view. From November to February this is where guests ' +
          'watch the winter storms arrive. A private breathwork session is included with each stay.',
        price: 320,
        maxGuests: 2,
        images: img(1, 13, 27, 31),
        amenities: [
          'Wi-Fi',
          'Hot Tub',
          'Free Parking',
          'Restaurant',
          'Ocean View',
          'Private Balcony',
          'Fireplace',
        ],
        wellnessFeatures: ['Massage', 'Breathwork', 'Forest Bathing', 'Sleep Programs'],
        rating: 4.9,
        reviewCount: 71,
      },
      {
        title: 'Rainforest Family Cabin',
        description:
          'A three-bedroom cabin in the trees, with a kitchenette, a wood stove and a deck with its own cedar ' +
          'hot tub. It sleeps six across a king room, a queen room and a bunk room. Families can join the ' +
          'morning forest walk and a tide-pool session on the beach with a local naturalist.',
        price: 380,
        maxGuests: 6,
        images: img(33, 7, 23, 11),
        amenities: [
          'Wi-Fi',
          'Hot Tub',
          'Kitchenette',
          'Free Parking',
          'Fireplace',
          'Bicycle Rental',
          'Laundry',
        ],
        wellnessFeatures: ['Yoga Classes', 'Hiking Trails', 'Forest Bathing'],
        rating: 4.3,
        reviewCount: 42,
      },
    ],
  },
  {
    name: 'Lindarvík Lake Retreat',
    description:
      'On the north shore of Laugarvatn, a lake warmed by geothermal springs, Lindarvík is a small retreat ' +
      'built around water and heat. Guests move between a steam hut over a natural vent, a wood-fired sauna ' +
      'on the pier and the lake itself, which stays surprisingly mild near the shore. Days bring guided hikes ' +
      'across the lava fields, breathwork and restorative yoga; in winter the long evenings are given over to ' +
      'rest, reading and, on clear nights, the northern lights. Þingvellir and Geysir are each less than half ' +
      'an hour away.',
    type: 'wellness_retreat',
    address: 'Lindarbraut 6',
    city: 'Laugarvatn',
    state: null,
    country: 'Iceland',
    setting: 'mountain',
    latitude: 64.2153,
    longitude: -20.732,
    rooms: [
      {
        title: 'Lake Pier Room',
        description:
          'A compact timber room at the water’s edge with a queen bed, wool blankets and a window seat facing ' +
          'the pier and the sauna. Heating comes from the springs, so the floor is warm underfoot all year. ' +
          'It is a short, bracing dash in a robe to the lake for the morning dip.',
        price: 165,
        maxGuests: 2,
        images: img(7, 2, 17),
        amenities: ['Wi-Fi', 'Sauna', 'Free Parking', 'Restaurant', 'Mountain View'],
        wellnessFeatures: ['Yoga Classes', 'Breathwork', 'Thermal Baths', 'Cold Plunge'],
        rating: 4.5,
        reviewCount: 64,
      },
      {
        title: 'Northern Lights Loft',
        description:
          'An upper-floor loft with a skylight set directly above the king bed, for watching the aurora ' +
          'without going outside. There is a wood stove, a small reading nook and a balcony facing the ' +
          'Laugarvatnsfjall ridge. Staff can wake you with a knock when the sky is active.',
        price: 220,
        maxGuests: 2,
        images: img(12, 37, 32, 7),
        amenities: [
          'Wi-Fi',
          'Sauna',
          'Free Parking',
          'Restaurant',
          'Mountain View',
          'Private Balcony',
          'Fireplace',
        ],
        wellnessFeatures: ['Yoga Classes', 'Meditation', 'Breathwork', 'Thermal Baths', 'Sleep Programs'],
        rating: 4.7,
        reviewCount: 38,
      },
      {
        title: 'Lava Ridge Family Room',
        description:
          'A larger room with a king bed and a single daybed beneath the window, suited to a family or three ' +
          'friends. A private hot tub on a sheltered deck is filled from the geothermal supply and looks ' +
          'across the lake to the mountains. Crampons and head torches are provided for winter walks.',
        price: 290,
        maxGuests: 3,
        images: img(27, 22, 7),
        amenities: [
          'Wi-Fi',
          'Hot Tub',
          'Sauna',
          'Free Parking',
          'Restaurant',
          'Mountain View',
          'Private Balcony',
          'Laundry',
        ],
        wellnessFeatures: ['Massage', 'Hiking Trails', 'Thermal Baths', 'Cold Plunge'],
        rating: 4.1,
        reviewCount: 19,
      },
    ],
  },
];
