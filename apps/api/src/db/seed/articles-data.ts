import type { SeedArticle } from './content-data.types';

/** The six knowledge-centre articles, one per category. Bodies are Markdown (no raw HTML). */
export const articles: SeedArticle[] = [
  {
    slug: 'eating-well-on-the-road',
    title: 'Eating Well on the Road Without Overthinking It',
    description:
      'Airports, buffets and late dinners make travel eating feel chaotic. A few simple anchors keep you ' +
      'nourished and energised while leaving plenty of room to enjoy the local food.',
    category: 'Nutrition',
    image: '/images/articles/nutrition.svg',
    date: '2026-02-17',
    readTimeMinutes: 7,
    content: `Travel quietly removes most of the things that make eating well easy at home: your own kitchen, a familiar shop, regular meal times and a rough sense of what day it is. In their place come departure lounges, set menus, hotel buffets and dinners that start at ten at night.

None of this needs to be a problem. The aim on the road is not a perfect diet. It is a handful of reliable habits that keep your energy steady, your digestion comfortable and your mood even, so that you have the appetite and the curiosity for the food that made you want to travel in the first place.

## Why travel throws your eating off

It helps to know what you are up against. Most travel eating goes wrong for predictable reasons rather than a lack of willpower.

- **Irregular timing.** Early flights, long transfers and time-zone changes push meals around or remove them altogether, and a skipped lunch often turns into a very large dinner.
- **Limited choice.** Airports, motorway services and trains favour pastries, crisps and sandwiches made mostly of white bread.
- **Short sleep.** A poor night tends to increase appetite the next day, particularly for sweet and salty food. That is physiology, not a character flaw.
- **Decision fatigue.** After a day of navigating a new place, the easiest option on the menu wins.
- **The holiday mindset.** Rules relax, which is part of the pleasure, but every meal can start to feel like a special occasion.

Knowing this, you can plan for the weak spots rather than trying to be strict all day.

## Build every meal from the same three parts

Wherever you are, from a Tokyo convenience store to a Lisbon café, you can put together a balanced meal by looking for three things:

1. **Protein**: eggs, yoghurt, fish, meat, tofu, beans, lentils or cheese. Protein keeps you full for longer and supports muscle repair if you are walking, hiking or training.
2. **Plants**: vegetables, salad, fruit, herbs. Aim for colour and variety. These bring fibre, which your gut relies on, as well as vitamins and minerals.
3. **Slow carbohydrates**: wholegrain bread, rice, potatoes, oats, noodles, pulses. These give you the energy to get through a long day of exploring.

A little fat, such as olive oil, nuts, avocado or seeds, completes the picture and makes food taste better. A useful rule of thumb is _half a plate of plants, a quarter protein and a quarter carbohydrate_. It is a guide, not a law, but it works in almost any cuisine.

## Before you leave: pack a small food kit

Half an hour of preparation saves you from the worst of the departure-lounge menu. A small bag of non-perishable food covers delays and odd arrival times.

- A bag of unsalted nuts or a trail mix with seeds
- Oatcakes or wholegrain crackers
- Single-serve sachets of nut butter
- A couple of pieces of sturdy fruit, such as apples or satsumas, for the journey itself
- Instant porridge pots, which only need hot water
- Your favourite tea bags
- A refillable water bottle and a reusable fork

Check the rules for your destination before packing fresh food. Many countries restrict fruit, meat and dairy at the border, so finish anything fresh before you land.

## At the airport and on the plane

Eat a proper meal before you go through security if you can, rather than relying on what is served on board. A bowl of soup with bread, an omelette or a salad with some protein will carry you much further than a muffin.

Cabin air is very dry, so sip water steadily throughout the flight. Tea and coffee are fine in moderation, but keep alcohol light: it tends to disturb sleep and can leave you feeling more dehydrated and jet-lagged on arrival. Most airlines let you pre-order a vegetarian, vegan or other special meal, which is often fresher and lighter than the standard tray, so it is worth requesting when you book.

## Eating well at your destination

### Make breakfast count

A hotel or retreat breakfast is often the best-balanced meal of a travel day. Start with eggs, yoghurt or beans, add fruit or tomatoes, and choose a wholegrain bread or porridge. If you enjoy pastries, have one alongside rather than instead.

### Use markets and small shops

Local markets are one of the joys of travel and an easy way to eat well. A picnic of good bread, cheese, cherry tomatoes, olives and fruit is as nourishing as it is pleasant, and it costs far less than a restaurant lunch.

### At restaurants

- Order a vegetable side or a salad as a matter of habit.
- Share a dessert or a starter rather than always ordering three courses.
- Ask for dressings and sauces on the side if you prefer lighter food.
- Stop when you are comfortably full. Food that is good at nine will still be good tomorrow.

### Street food

Street food is part of the point of travelling, and you do not need to avoid it. Choose busy stalls where food is cooked fresh and served hot, watch how it is handled, and follow local advice on drinking water and ice.

## Alcohol, caffeine and the holiday mindset

There is no need to be joyless. A glass of local wine with dinner is part of the experience for many people. It helps to decide roughly how you want to drink before you go, alternate alcoholic drinks with water, and keep a few evenings alcohol-free, which most people find improves their sleep straight away.

With caffeine, keep it to the morning and early afternoon, particularly while you are adjusting to a new time zone. Caffeine stays in the body for several hours and can make it harder to fall asleep at the local bedtime.

## Special diets and allergies abroad

If you have a food allergy or coeliac disease, eating abroad needs more planning.

1. Carry a card that explains your allergy or condition in the local language, and show it at every meal.
2. Learn the key words for your allergens and the phrase for "is there any...?"
3. Tell your retreat or hotel before you arrive. Good hosts will plan around you.
4. Carry any emergency medication you have been prescribed, such as an adrenaline auto-injector, in your hand luggage, together with a note from your doctor.

If you live with a condition such as diabetes, talk to your doctor or a registered dietitian before a long trip, especially if crossing time zones changes when you eat or take medication.

## A sample travel day

To show how these ideas fit together, here is a realistic day that starts with an early flight and ends with dinner out.

- **Before leaving home:** porridge with a sliced banana and a spoonful of nut butter, plus a glass of water.
- **At the airport:** a refill of your water bottle after security, and a coffee if you want one.
- **On the plane:** the pre-ordered vegetarian meal, a handful of nuts from your kit and water with every drink service.
- **On arrival:** a light late lunch of soup or a salad with eggs, beans or fish, even if it is an odd hour by your body clock.
- **Late afternoon:** an apple and a couple of oatcakes to take the edge off hunger before a late dinner.
- **Dinner:** whatever local dish you have been looking forward to, with a side of vegetables and a glass of water alongside any wine.

Nothing here is complicated or restrictive. The day simply avoids the two classic traps of travel eating: going too long without food, then arriving at dinner ravenous.

## Enjoy it

The best travel diet is the one that lets you try the grilled fish on the harbour, the bowl of noodles at the night market and the warm bread from the village bakery, while still feeling well enough to be up for a sunrise walk the next day. Keep the anchors simple: regular meals, protein and plants at most of them, plenty of water, and a snack in your bag. Then relax and eat like a curious guest rather than a tourist on a mission.`,
  },
  {
    slug: 'a-calmer-mind-for-anxious-travellers',
    title: 'A Calmer Mind for Anxious Travellers',
    description:
      'Travel anxiety is common and very manageable. Practical ways to settle your nerves in the weeks ' +
      'before a trip, at the airport, in the air and in the first days away.',
    category: 'Mental Wellness',
    image: '/images/articles/mental-wellness.svg',
    date: '2026-04-08',
    readTimeMinutes: 7,
    content: `You have booked the retreat, the dates are in the diary, and somewhere in the back of your mind a small voice keeps asking what might go wrong. Perhaps it is the flight, the crowds, the unfamiliar language, or simply the feeling of leaving your routine behind.

If that sounds familiar, you are in good company. Travel anxiety is extremely common, including among people who travel a great deal, and it is not a sign that you should stay at home. It is a sign that your nervous system is doing its job a little too enthusiastically. The good news is that there is a lot you can do about it.

## Why travel sets off the alarm

Your brain is built to keep you safe, and it treats uncertainty as a possible threat. Travel is full of uncertainty: timings you cannot control, places you do not know, people you cannot read and, on a plane, the feeling of handing yourself over entirely to someone else.

When the brain senses a threat, the body prepares to deal with it. Your heart beats faster, breathing becomes quick and shallow, muscles tense and your stomach may churn. These sensations are uncomfortable but not dangerous. Understanding them as a normal stress response, rather than a sign that something is wrong, is often the first step towards calming them.

## In the weeks before: reduce the unknowns

Much pre-trip anxiety comes from open questions. Answer as many of them as you can in advance and your mind has less to chew on.

- **Plan the first and last day in detail.** Know how you will get from the airport to your stay, how long it takes and roughly what it costs. The middle of the trip can stay loose.
- **Keep documents in one place.** Passport, tickets, insurance details and booking confirmations belong in one folder, with copies saved offline on your phone.
- **Build in buffers.** Allow more time than you think you need for connections and getting to the airport. Rushing is a reliable trigger for anxiety.
- **Rehearse the journey.** Spend a few minutes imagining each stage going smoothly: checking in, walking to the gate, finding your seat, arriving. It sounds simple, but familiarity reduces threat.
- **Pack early.** Finishing a day or two before departure removes a whole category of last-minute worry.

## Give your worries a time slot

If your mind keeps circling the same concerns, try a technique used in cognitive behavioural therapy: _scheduled worry time_. Choose fifteen minutes each day, at the same time, to sit down with a notebook and write out every worry about the trip.

For each one, ask yourself whether there is anything you can actually do about it. If there is, write down the next small step and put it in your diary. If there is not, acknowledge it and let it sit on the page. When worries pop up at other times of day, note them briefly and postpone them until your worry slot. Many people find the worries feel smaller and fewer after a week or so.

## Breathing that actually helps

Breathing is one of the few parts of the stress response you can control directly, and slowing it down sends a signal to your nervous system that you are safe. The key is a **longer out-breath than in-breath**.

1. Breathe in gently through your nose for a count of four.
2. Breathe out slowly through your mouth or nose for a count of six to eight.
3. Repeat for two to five minutes, letting your shoulders drop on each exhale.

Another simple option is the _double inhale_: take a normal breath in through the nose, add a second short sniff on top, then let it all out with a long, slow exhale. One to three rounds can take the edge off a sudden spike of nerves.

Practise these at home for a few days before you travel. A technique you already know is far easier to reach for in a busy terminal than one you are trying for the first time.

## At the airport

Airports are designed to be efficient rather than calming, but you can make your own small pocket of calm.

- **Ground yourself.** If you feel overwhelmed, name five things you can see, four you can hear, three you can touch, two you can smell and one you can taste. It pulls your attention out of anxious thoughts and into the present.
- **Use headphones.** A familiar playlist, a podcast or a guided meditation blocks out announcements that are not for you.
- **Move.** Walk the length of the terminal rather than sitting and waiting. Gentle movement uses up some of the stress energy in your body.
- **Go easy on caffeine.** Coffee can mimic or magnify the physical feeling of anxiety. A herbal tea and a glass of water are kinder choices.

## If flying is the hard part

Fear of flying is one of the most common specific fears, and it responds well to information and practice.

It can help to know that turbulence, while unpleasant, is a normal part of flying. Aircraft are designed and tested to handle far more than passengers ever feel, and the main risk is to people who are not wearing their seatbelt, so keep it fastened whenever you are seated. Noises such as the landing gear moving or the engines changing pitch are routine.

Tell the cabin crew if you are nervous. They deal with anxious passengers every day and can explain what is happening. Some airlines run courses for nervous flyers, often with a pilot answering questions and a short flight at the end, and many people find these very effective.

## When you arrive

The first hour in a new place can be the most disorientating. Give yourself a short, predictable routine:

1. Drink some water and eat something simple.
2. Unpack at least the things you will need tonight.
3. Step outside for ten or fifteen minutes in daylight and walk around the block.
4. Decide on one thing you will do tomorrow morning, and leave the rest open.

Small rituals like these tell your brain that you have landed safely and that this strange place is now, for a while, your place.

## Staying steady during the trip

Anxiety does not always switch off once you arrive. A few light anchors help you stay settled for the rest of your stay:

- **Keep one familiar habit**, such as a morning stretch, a short walk or a page in a journal, at roughly the same time each day.
- **Limit news and work messages.** Checking once a day, at a set time, is usually enough.
- **Leave gaps in the day.** Over-scheduled itineraries leave no room for delays, and delays are when anxious minds run.
- **Notice what went well.** Writing down three small good moments each evening trains your attention towards them.

## Be kind to the part of you that worries

It is tempting to fight anxious feelings or to feel embarrassed by them, but that usually adds a second layer of stress. Try speaking to yourself as you would to a friend who felt this way: _this is hard, it makes sense that I feel like this, and I can do it anyway_. Anxiety tends to rise, peak and fall when you do not push it away.

It is also fine to adapt the trip to suit you. Choosing a direct flight, a quiet retreat rather than a busy city, or a familiar destination for your first trip in a while is not giving in. It is good planning.

## When to get more support

If travel anxiety stops you from going places you want to go, if you experience panic attacks, or if worry takes up a large part of your day, it is worth talking to your GP or a qualified therapist. Cognitive behavioural therapy has a strong track record for anxiety and specific fears, including fear of flying. If you are thinking about medication to help with a journey, discuss it with your doctor well before you travel, and never combine it with alcohol unless you have been told it is safe.

Feeling nervous about travel does not mean you are not made for it. With a little preparation and a few tools in your pocket, the worry can shrink back to its proper size and leave room for the calm you are travelling to find.`,
  },
  {
    slug: 'recovering-from-long-flights-and-hard-training',
    title: 'Recovering From Long Flights and Hard Training',
    description:
      'Long-haul journeys and demanding training both leave your body asking for time to bounce back. ' +
      'What helps, what is mostly hype, and how to handle the two together.',
    category: 'Recovery',
    image: '/images/articles/recovery.svg',
    date: '2026-05-21',
    readTimeMinutes: 7,
    content: `A twelve-hour flight and a hard week of training have more in common than you might think. Both put your body under stress, both disrupt sleep, and both leave you feeling stiff, heavy and a little flat. And for many travellers they come together: a race abroad, a surf camp, a trekking holiday or an active retreat that starts the morning after a long-haul arrival.

Recovery is not a luxury or an extra. It is the part of the process where your body adapts, repairs and gets ready to go again. Here is how to do it well, on the road and at your destination.

## What a long flight does to your body

Sitting in a plane seat for hours is surprisingly tiring, even though you are doing very little.

- **You barely move.** Circulation in your legs slows, which is why ankles often swell on long flights. Stiffness in the hips, back and neck is common.
- **The air is thin and dry.** Cabins are pressurised to the equivalent of a mountain town at roughly 1,800 to 2,400 metres. Healthy people cope well with this, but it can add to fatigue, and the very low humidity dries the eyes, skin and throat.
- **Sleep is broken.** Even a good night's sleep on a plane is rarely deep, and crossing time zones scrambles your body clock on top of that.

Long journeys also slightly raise the risk of a blood clot in the leg, known as deep vein thrombosis. For most people the risk remains low, but it is higher if you have had a clot before, are pregnant or have recently given birth, have had recent surgery, or take certain hormonal medicines. If any of these apply to you, ask your doctor before you fly about whether compression stockings or other precautions are right for you.

## On board: move little and often

The single most useful thing you can do on a long flight is to keep gently moving.

1. **Every half an hour or so**, do ten slow ankle circles in each direction and twenty calf raises while seated, lifting your heels and then your toes.
2. **Every hour or two**, when the seatbelt sign is off, stand up and walk the aisle. Stretch your calves against the galley wall and gently roll your shoulders.
3. **Choose an aisle seat** if you can, so getting up does not feel like an imposition.
4. **Drink water steadily** and keep alcohol to a minimum. Loose, comfortable clothing and shoes you can slip off also help.

## The first 24 hours after landing

However tempting it is to collapse, your first day sets the tone for the whole trip.

- **Get outside in daylight** and go for an easy walk. Light helps reset your body clock and the movement loosens everything up.
- **Take a warm shower** and do ten minutes of gentle mobility: hip circles, cat and cow stretches, a low lunge on each side and a few slow forward folds.
- **Eat proper meals at local times**, with some protein and plenty of fluid.
- **Keep training easy.** If you are on an active holiday or heading into an event, make day one a light session: an easy swim, a relaxed jog, a gentle yoga class. Save the hard effort for when you have slept.

## Recovering from hard training

Whether your hard work is a yoga intensive, a surf camp, a mountain trek or a training block, the basics of recovery do not change, and none of them requires equipment.

### Sleep comes first

Sleep is when much of the repair work happens. Most adults need seven to nine hours, and athletes in heavy training often benefit from the upper end of that. A short afternoon nap of twenty to thirty minutes can help make up for a short night, as long as it is not so late that it disrupts the evening.

### Eat enough, and eat protein

Hard training increases your energy needs, and under-eating is one of the most common reasons people feel run down on active holidays. Include a palm-sized portion of protein at each meal, spread across the day, and do not neglect carbohydrates, which refill the energy stores in your muscles. A meal within a couple of hours of a hard session, such as eggs on toast, a rice bowl with fish or a lentil curry, covers both.

### Drink to your thirst, and a bit more in the heat

In hot climates or at altitude you lose more fluid than you notice. Keep a bottle with you, and check the colour of your urine: pale straw is a good sign. After a long sweaty session, a salty snack or a drink with electrolytes can help.

### Plan easy days

Progress comes from the balance between work and rest. On a week-long active trip, plan at least one or two properly easy days with a gentle walk, a stretch class or a swim rather than another big effort.

## What about massage, saunas and cold water?

Retreats and spas offer plenty of recovery treatments. Here is a balanced view of the most popular ones.

- **Massage** reliably makes people feel better and can reduce the perception of soreness for a while afterwards. It will not flush out toxins or dramatically speed up muscle repair, but feeling better is a perfectly good reason to book one.
- **Sauna** sessions are relaxing and many people sleep better after one. Drink water before and after, keep sessions short if you are new to it, and avoid the sauna after drinking alcohol.
- **Cold water immersion** can ease soreness in the short term and is popular with endurance athletes. There is some evidence that very regular ice baths straight after strength training may slightly blunt muscle-building gains, so save them for when you need to recover quickly between events. Enter cold water gradually and never alone in open water.

If you have a heart condition, high blood pressure or are pregnant, check with your doctor before using saunas or cold plunges.

## Putting the two together

If your trip combines a long flight with serious physical effort, give yourself time. A common rule of thumb is that the body clock adjusts by around an hour a day, so a big time difference can take several days to settle completely. For an important event, arrive early if you can, and plan your first sessions at an easy intensity, gradually building up as you sleep better.

A simple approach for the first few days after a long-haul flight:

1. **Day one:** walking, mobility and an easy swim or spin.
2. **Day two:** a moderate session at a comfortable effort, finishing while you still feel fresh.
3. **Day three onwards:** build towards your normal training if you are sleeping well.

## A simple recovery day on retreat

If you are staying somewhere with a spa or a yoga programme, a dedicated recovery day can be one of the best parts of an active trip. Start with a slow breakfast and a walk in the morning light. Add a gentle stretch or restorative yoga class late in the morning, a long lunch, and a massage or a short sauna session in the afternoon. Finish with an early, unhurried dinner and a screen-free evening. You will often feel more energetic the next day than after another hard session.

## Signs you need more rest

Your body tells you when recovery is falling behind. Listen out for:

- A resting heart rate noticeably higher than usual for several mornings
- Heavy legs that do not improve with an easy day
- Irritability, low mood or loss of motivation
- Poor sleep despite feeling exhausted
- Small aches and niggles that keep appearing

If you notice two or three of these together, take an extra rest day. If you feel unwell with a fever, chest symptoms or aching all over, skip training altogether until you have recovered.

## When to see a professional

Pain that is sharp, that gets worse during activity, or that has not eased after a week deserves a look from a physiotherapist or doctor. Seek urgent medical help if you develop pain, warmth or swelling in one calf, or unexplained shortness of breath or chest pain after a long journey, as these can be signs of a blood clot.

Recovery is where the benefits of your training, and the pleasure of your trip, actually arrive. Treat it as part of the plan, not what is left over when everything else is done.`,
  },
  {
    slug: 'hotel-room-strength-routine',
    title: 'The Hotel-Room Strength Routine',
    description:
      'Twenty minutes, no equipment and a patch of floor the size of a yoga mat. A simple routine that ' +
      'keeps you strong wherever you are staying, with ways to make it harder as you go.',
    category: 'Fitness',
    image: '/images/articles/fitness.svg',
    date: '2026-06-30',
    readTimeMinutes: 7,
    content: `The gym is closed, too crowded, or a tiny room with one broken treadmill. You do not need it. With a patch of floor the size of a yoga mat and twenty minutes, you can give every major muscle group a proper workout, wherever you are staying.

This routine is designed for travellers: no equipment, quiet enough not to annoy the neighbours, and adaptable from first-timer to experienced lifter. It will not replace a full training programme forever, but it will keep you strong, mobile and energised for the length of most trips.

## Why bother with strength training on holiday?

A week or two without training will not undo months of work. Strength is largely maintained for a couple of weeks even with no training at all, so if your holiday is about rest, rest.

But many people find that a little movement makes travel feel better. A short workout in the morning lifts energy, helps set your body clock in a new time zone and offsets long hours sitting on planes, trains and buses. It also makes returning to your normal routine much easier. And if you are on an active holiday, such as a trek, a surf camp or a cycling tour, keeping your legs, hips and core strong helps you enjoy it and reduces the risk of niggles.

## The principles

A good travel routine covers the main movement patterns your body uses every day:

- **Squat**: sitting down and standing up, climbing stairs.
- **Hinge**: bending from the hips to pick something up.
- **Push**: pushing a door or lifting your suitcase into an overhead locker.
- **Pull**: pulling the door open, or picking up a bag from the floor.
- **Core and carry**: keeping your trunk stable while everything else moves.

Without weights, the way to make exercises challenging is to slow them down, pause at the hardest point and work on one leg or one arm at a time. Each set should feel hard by the end, with perhaps two or three good repetitions left in reserve.

## Warm-up: three minutes

1. Thirty seconds of marching on the spot, swinging your arms.
2. Ten slow bodyweight squats to a comfortable depth.
3. Ten hip hinges, pushing your hips back with a flat back and soft knees.
4. Ten arm circles forwards and ten backwards.
5. Five slow cat and cow movements on hands and knees, then five slow lunges on each side, turning your chest towards the front knee.

## The twenty-minute routine

Do each exercise for **40 seconds**, rest for **20 seconds**, then move on to the next. Complete the circuit three times, resting for a minute between rounds.

1. **Split squat.** Stand in a long stride, back heel lifted. Lower your back knee towards the floor, keeping your front knee tracking over your toes, then push back up. Do half the time on each leg. Hold the wall or a chair for balance if you need to.
2. **Push-up.** Hands slightly wider than your shoulders, body in a straight line from head to heels. Lower your chest towards the floor and press back up. To make it easier, put your hands on the edge of the bed or the desk; the higher the surface, the easier it is.
3. **Single-leg hip hinge.** Stand on one leg with a soft knee. Tip forwards from the hip, reaching your hands towards the floor as your other leg extends behind you, then return to standing. Move slowly and keep your hips level. Switch legs halfway through.
4. **Backpack row.** Fill a backpack with a few books or water bottles. Hinge forwards with a flat back, hold the pack with both hands and pull it towards your lower ribs, squeezing your shoulder blades together, then lower it under control.
5. **Glute bridge.** Lie on your back with your knees bent and feet flat on the floor. Press through your heels to lift your hips until your body forms a straight line from shoulders to knees, pause for a second, then lower. For more challenge, do it on one leg.
6. **Dead bug.** Lie on your back with your arms pointing at the ceiling and your knees bent at ninety degrees above your hips. Keeping your lower back gently pressed into the floor, slowly lower the opposite arm and leg towards the floor, then return and switch sides.
7. **Side plank.** Lie on your side propped up on your forearm, with your elbow under your shoulder. Lift your hips so your body is in a straight line. Hold for twenty seconds each side. Bend your knees to make it easier.

Finish with two minutes of easy stretching for your hips, chest and calves, and take a few slow breaths before you head to breakfast.

## Making it harder without weights

If the routine begins to feel easy, you do not need more time. Make each repetition count for more.

- **Slow the lowering phase** to three or four seconds.
- **Add a pause** at the bottom of squats and push-ups.
- **Raise your back foot** on the bed or a chair for a Bulgarian split squat.
- **Lower your hands** for push-ups, or try them with your feet raised on the bed.
- **Load the backpack** more heavily and wear it for squats and split squats.
- **Add a fourth round** of the circuit.

## Making it easier

If you are new to strength training, coming back from a break or simply tired from travel, there is no shame in scaling down. Do two rounds instead of three, work for thirty seconds and rest for thirty, use the wall for push-ups and keep squats shallow. Consistency matters far more than intensity.

## Using what the place gives you

Your destination often offers better equipment than any hotel gym.

- **Stairs** make brilliant step-ups and a hard interval session.
- **Park benches** work for incline push-ups, step-ups and triceps dips.
- **Beaches** add resistance to walking and running, and soft sand is kind to the joints for jumping drills.
- **A resistance band** weighs almost nothing and adds rows, presses and hip work to your kit. It is one of the few pieces of equipment worth packing.

## Fitting it in

The best time to train on a trip is the time you will actually do it, and for most people that is first thing in the morning, before the day fills up. If a full session is not realistic, try _exercise snacks_: a set of squats while the kettle boils, push-ups against the desk before you shower, a few minutes of stairs after lunch. They add up.

A simple week on the road might look like this:

- **Monday, Wednesday and Friday:** the full twenty-minute routine.
- **Tuesday and Thursday:** a long walk exploring, or a yoga class.
- **Weekend:** something active and fun, such as a hike, a swim or a bike ride, and plenty of rest.

## Common mistakes to avoid

- **Doing too much on day one.** A hard workout after a long flight, on little sleep, is a good way to pick up a niggle. Start gently.
- **Rushing the reps.** Fast, bouncy repetitions let momentum do the work. Slow and controlled is harder and safer.
- **Skipping the warm-up.** Three minutes is enough, and your joints will thank you, especially after hours of sitting.
- **Holding your breath.** Breathe out during the effort, such as pressing up from a push-up, and breathe in as you lower.
- **All or nothing thinking.** Ten minutes is far better than no minutes. If you only have time for one round, do one round.

## Look after yourself

Heat, humidity and altitude all make exercise feel harder, so lower your expectations for the first few days and drink plenty of water. Train early or late in hot climates, and stop if you feel dizzy, faint or unwell.

Discomfort from hard work is normal; sharp or joint pain is not. If you have an injury, a heart condition or any health concern, or you are pregnant, check with your doctor or a physiotherapist before starting a new routine, and ask a qualified trainer to show you the moves if you are unsure of your technique.

Twenty minutes on a hotel-room floor will not feel glamorous. But coming home from a trip stronger than you left, rather than stiff and sluggish, is one of the nicest souvenirs there is.`,
  },
  {
    slug: 'gut-health-for-travellers',
    title: 'Your Gut on the Move: A Traveller’s Guide',
    description:
      'New food, new water, new routines and a little stress can all upset your digestion. How to keep ' +
      'your gut comfortable away from home, and what to do when it is not.',
    category: 'Gut Health',
    image: '/images/articles/gut-health.svg',
    date: '2026-08-12',
    readTimeMinutes: 7,
    content: `Ask a group of seasoned travellers about the low points of their adventures and a surprising number of stories will involve their digestion. Tummy troubles are among the most common health complaints on the road, from the well-known traveller's diarrhoea to the rather less discussed problem of not being able to go at all.

Your gut is remarkably adaptable, but travel asks a lot of it all at once. Understanding why, and knowing a few simple habits, can make the difference between a trip spent exploring and one spent close to a bathroom.

## What travel does to your gut

Your gut is home to trillions of microbes, known collectively as the gut microbiome. They help digest food, produce useful compounds, support your immune system and communicate with your brain. Their make-up is shaped by what you eat, how you sleep, how much you move and how stressed you feel.

Travel tends to change all of these at once. You eat different food at different times, your sleep and body clock are disrupted, you may move more or much less than usual, and even an exciting trip involves some stress. You may also meet unfamiliar bacteria in food and water that your body has not encountered before.

Research suggests the microbiome can shift within days of a change in diet and routine. The encouraging part is that these changes are usually temporary, and your gut tends to settle back once you are home.

## Constipation: the quieter problem

It is rarely mentioned in guidebooks, but constipation is common, especially in the first days of a trip. Long periods sitting still, less fibre, less water, a disrupted routine and reluctance to use unfamiliar or shared bathrooms all play their part.

Some simple habits can keep things moving:

- **Drink regularly** through the journey and after you arrive, particularly in hot weather.
- **Keep the fibre coming** with fruit, vegetables, wholegrains, beans and lentils. A bag of dried fruit, such as prunes or apricots, is a useful travel snack.
- **Move every day.** A brisk walk is one of the best ways to encourage your gut to work.
- **Keep a morning routine.** A warm drink and a relaxed breakfast often help, as the gut is naturally more active after waking and eating.
- **Do not ignore the urge.** Holding on because the bathroom is not ideal makes the problem worse.

If you are still uncomfortable after a few days, a pharmacist can advise on suitable remedies.

## Traveller's diarrhoea: lowering the odds

Traveller's diarrhoea is usually caused by bacteria, viruses or parasites in contaminated food or water. It is most common in places where sanitation and food hygiene differ from what you are used to, and it usually clears up within a few days. Nobody can eliminate the risk completely, but good habits lower the odds considerably.

1. **Wash your hands** with soap before eating and after using the bathroom. Carry hand sanitiser for when soap and water are not available.
2. **Follow local advice on water.** Where tap water is not safe to drink, use bottled, boiled or properly treated water, including for brushing your teeth, and be careful with ice.
3. **Choose food that is freshly cooked and served hot.** Busy restaurants and stalls with a high turnover are usually a safer bet than dishes that have sat at room temperature.
4. **Be thoughtful with raw food.** Fruit you peel yourself is generally safe; salads washed in untreated water and raw shellfish are riskier.
5. **Take care with unpasteurised dairy** and with buffets where food has been left out for a long time.

The old travellers' saying _boil it, cook it, peel it or forget it_ is a little strict for many destinations, but it captures the idea.

## If it happens anyway

Most cases are mild and settle within a few days with rest and fluids.

- **Drink plenty** of safe water, and consider oral rehydration solution from a pharmacy, which replaces the salts and sugars your body loses. This matters most for children and older adults.
- **Eat when you feel ready.** Plain foods such as rice, toast, bananas, crackers and soup are easy on the stomach. There is no need to starve yourself.
- **Rest** and give your body time.
- **Ask a pharmacist** before taking any medicine to stop diarrhoea, as it is not suitable for everyone or every situation.

Seek medical help promptly if you notice blood in your stool, have a high fever, severe stomach pain or signs of dehydration such as dizziness, very little urine or confusion, or if symptoms last more than a few days. Children, older people, pregnant travellers and anyone with a long-term condition should seek advice sooner.

## Feeding your gut on the road

Travel can also be a wonderful opportunity for your microbiome. Different cuisines bring new plants, grains, herbs and fermented foods that your gut microbes thrive on.

- **Aim for variety.** One large study found that people who ate thirty or more different plant foods a week had more diverse gut microbes than those who ate ten or fewer. Herbs, spices, nuts, seeds, fruit, vegetables, grains and pulses all count, and a local market makes this easy.
- **Try local fermented foods**, such as yoghurt and kefir, miso, kimchi, sauerkraut, tempeh or naturally fermented pickles. Many traditional cuisines are rich in them.
- **Include fibre at most meals.** Beans, lentils, oats, wholegrains and vegetables feed beneficial bacteria.
- **Go gently with changes.** If your usual diet is low in fibre, increase it gradually to avoid bloating.

## Flights, bloating and your gut

Many people feel bloated on a plane or for a day or so afterwards. Part of the reason is physics: at the lower pressure of an aircraft cabin, gas in the gut expands. Long hours sitting still slow digestion further, and airline meals are often saltier than everyday food.

A few simple adjustments can help:

- Go easy on fizzy drinks, chewing gum and large meals just before and during the flight.
- If beans, onions or cruciferous vegetables tend to make you gassy, save them for after you land.
- Get up and walk the aisle whenever you can, and do some gentle twisting stretches in your seat.
- Keep drinking water, which helps prevent the constipation that often follows a long journey.

The bloating usually settles within a day as you move around and return to regular meals.

## Probiotics: what we know

Probiotic supplements are popular with travellers, but the evidence is mixed. Some specific strains may slightly reduce the risk of traveller's diarrhoea, while others show no clear benefit, and effects seem to depend on the exact strain and the person taking it. They are not a substitute for good hygiene. If you would like to try one, ask a pharmacist or doctor for advice, particularly if you are pregnant or have a weakened immune system.

## Stress and the gut

The gut and brain are in constant communication, which is why nerves can show up as butterflies, nausea or an urgent dash to the bathroom. Anxious travellers often notice their digestion is unpredictable in the days before and after a journey.

Slow breathing, regular meals, gentle movement and enough sleep all help calm this connection. A relaxed morning routine, rather than rushing out of the door with coffee and nothing else, can make a real difference.

## Before you go

- Visit a travel clinic or your doctor several weeks before a trip to a destination where food and water hygiene is a concern. They can advise on vaccinations and precautions specific to where you are going.
- Pack a small kit: hand sanitiser, oral rehydration sachets, any regular medicines and a few fibre-rich snacks.
- If you have a digestive condition such as irritable bowel syndrome, coeliac disease or inflammatory bowel disease, talk to your doctor or a registered dietitian about how to manage it while travelling.

Your gut is adaptable and forgiving. Look after it with water, fibre, movement and good hygiene, and let it enjoy the new flavours. It is, after all, one of the best reasons to travel.`,
  },
  {
    slug: 'sleep-like-you-are-on-retreat',
    title: 'Sleep Like You Are on Retreat, in Any Time Zone',
    description:
      'How to use light, timing and a few simple habits to beat jet lag and sleep well in any room, from ' +
      'a long-haul flight to the first night in a new place.',
    category: 'Sleep',
    image: '/images/articles/sleep.svg',
    date: '2026-10-06',
    readTimeMinutes: 7,
    content: `There is a particular kind of sleep that people describe after a few days on a good retreat: deep, unbroken, and waking before the alarm feeling genuinely rested. It does not come from anything magical. It comes from daylight, movement, regular meal times, quiet evenings and a dark, cool room.

The same principles work wherever you are, including when you have just crossed eight time zones and your body insists it is the middle of the afternoon at two in the morning. Here is how to sleep well on the road and get over jet lag faster.

## Why jet lag happens

Inside your brain sits a master body clock that runs on a cycle of roughly twenty-four hours. It tells you when to feel sleepy and alert, and it coordinates hormones, body temperature, digestion and much more. The clock is set mainly by **light**, and to a lesser extent by meal times, activity and social cues.

When you fly across several time zones, your clock is still running on home time. It can only shift gradually, often by around an hour a day, so a large time difference can take several days to settle. Until it catches up you may feel sleepy during the day, wide awake at night, hungry at odd times and generally foggy.

Most people find flying east harder than flying west. Going east means going to bed earlier than your body wants, and the clock finds it easier to stretch a day than to shorten it.

## Before you go

For a short trip of two or three days, it is often best to stay on home time as far as possible, scheduling important things for when you would naturally be alert.

For a longer trip, a little preparation helps:

1. **Start shifting a few days before.** For an eastward trip, go to bed and get up thirty to sixty minutes earlier each day for three or four days. For a westward trip, shift later.
2. **Arrive rested.** Starting a long journey already short of sleep makes jet lag much worse, so try not to stay up late packing.
3. **Choose your flight wisely** if you have a choice. Arriving in the afternoon or early evening makes it easier to stay up until a sensible local bedtime.

## On the plane

As soon as you board, set your watch and your phone to destination time and start thinking in local hours.

- **If it is night at your destination**, try to sleep. An eye mask, earplugs or noise-cancelling headphones, a supportive travel pillow and warm socks help a lot.
- **If it is daytime at your destination**, try to stay awake, or take only a short nap. Keep the window blind up if you can and stay gently active.
- **Keep alcohol to a minimum.** It may help you drop off, but it fragments sleep in the second half of the night and adds to dehydration.
- **Use caffeine strategically**, only when it is daytime at your destination.

## Light: your most powerful tool

Light is the strongest signal for your body clock, so managing it well is the single most effective way to adjust.

- **After flying east**, seek bright light in the late morning and early afternoon, and keep evenings dim. Sunglasses in the early morning can help for the first couple of days after a very large eastward shift.
- **After flying west**, get outside in the afternoon and early evening, and try to stay up until a reasonable local bedtime.
- **Get outdoors.** Even on a cloudy day, natural light outside is many times brighter than indoor lighting, and a morning walk combines light with gentle movement.
- **Dim the evening.** Turn down bright overhead lights and screens for the last hour before bed, or use warm lamps and night modes.

For very large time differences, the ideal timing of light becomes more specific. Some jet lag planning apps calculate a personalised schedule, and a doctor or travel clinic can advise if you travel long distances often.

## Naps, caffeine and meals

**Naps** can be a lifesaver in the first days, but keep them short: twenty to thirty minutes, and no later than mid-afternoon local time. A long, late nap makes it much harder to sleep at night.

**Caffeine** stays in the body for many hours, so keep coffee and strong tea to the morning and early afternoon. Used well, a coffee in the local morning can help you push through the first sleepy days.

**Meals** also help set your clock. Eat at local meal times from the first day, even if you are not very hungry, and try to avoid large, heavy meals close to bedtime.

## Putting it together: flying east

Imagine an overnight flight from New York to Lisbon, landing at around seven in the morning local time, which is two in the morning for your body. A sensible plan for the first three days might look like this:

1. **Day one:** sleep as much as possible on the plane. After landing, stay out of bright light for the first couple of hours, then get outside from late morning. Take a short nap after lunch if you must, but set an alarm. Eat at local times and go to bed at a normal local hour, even if it feels early.
2. **Day two:** get outside for a walk in the late morning and keep your evening calm and dimly lit. Keep coffee to the morning.
3. **Day three:** you should be much closer to local time. Get up at your intended wake time, get outdoors early, and keep your routine consistent.

If you are flying west, reverse the emphasis: afternoon and evening light, a slightly later bedtime, and stay active in the early evening.

## A word on melatonin

Melatonin is a hormone your body releases in the evening to signal night-time. Supplements are used by some travellers for jet lag, and there is reasonable evidence that they can help some people when taken at the right time. However, rules vary widely: in some countries melatonin is sold over the counter, in others it requires a prescription. Timing matters, it is not suitable for everyone, and it can interact with other medicines. Speak to a doctor or pharmacist before trying it.

## Making any room sleep like a retreat

Even without jet lag, the first night in a new place often brings lighter sleep, as part of the brain stays a little more alert in unfamiliar surroundings. You can help it feel safe and settled.

- **Make it dark.** Close curtains fully, cover standby lights and use an eye mask if needed.
- **Make it cool.** Most people sleep best in a cool room, so adjust the air conditioning or open a window.
- **Make it quiet.** Ask for a room away from the lift, the bar and the street. Earplugs or a white noise app can mask unfamiliar sounds.
- **Bring a touch of home.** A familiar pillowcase, a particular scent or your usual bedtime book tell your brain it is time to wind down.
- **Keep a routine.** A warm shower, some gentle stretching, a few minutes of reading or a breathing exercise, done in the same order each night, becomes a powerful cue for sleep.
- **Put your phone away.** Charge it across the room and switch off notifications.

## If you cannot sleep

Lying in bed wide awake and frustrated makes sleep harder. If you have been awake for what feels like twenty minutes or more, get up, keep the lights low and do something calm, such as reading or stretching, until you feel sleepy again. Try not to check the time repeatedly, and resist scrolling on your phone. Remind yourself that a night of lighter sleep is unpleasant but not harmful, and that your body will catch up.

## When to get help

Jet lag usually settles within a week. If you have trouble sleeping most nights for several weeks, even at home, or if you snore loudly, wake up gasping or feel very sleepy during the day despite enough time in bed, talk to your doctor. These can be signs of insomnia or a sleep disorder such as sleep apnoea, both of which respond well to treatment.

Good sleep on the road is not about perfection. Get outside in the daylight, keep your evenings calm and your room dark and cool, and your body will do the rest, in any time zone.`,
  },
];
