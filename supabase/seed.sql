-- Demo content for a new database (loaded once by the migration runner or `supabase db reset`).
-- Reads like the organisation's own site. Dates are relative to now() so the demo never
-- goes stale. No admin accounts here: the local stack creates one from .env values.

-- ── Services (13, published) ─────────────────────────────────────────────────────────
insert into public.services
  (slug, title, description, overview, approach, key_components, staff_training, goals, commitment, sort_order)
values
('community-based-support', 'Community-Based Support',
 'One-to-one support that helps adults with developmental disabilities take part in everyday life at home and in their own neighbourhoods.',
 'Community-Based Support brings a trained Direct Support Professional to the person, wherever everyday life happens: at home, at the grocery store, at the library or the gym. Services are funded through the New Jersey Division of Developmental Disabilities (DDD) and are built around each participant''s Individualized Service Plan.',
 'We start by listening. Our Support Coordinator meets the participant and family, learns what a good day looks like for them, and matches a staff member whose skills and personality fit. Goals are broken into small steps, practised in real settings and reviewed with the family every month.',
 '[{"name": "Daily living skills", "description": "Cooking, laundry, budgeting and keeping a schedule, practised in the person''s own home."},
   {"name": "Community access", "description": "Shopping, banking, appointments and errands with as much independence as the person wants."},
   {"name": "Social connection", "description": "Support to join clubs, classes, faith communities and events with friends."},
   {"name": "Health and safety", "description": "Medication reminders, healthy routines and knowing what to do in an emergency."}]',
 'Every Direct Support Professional completes the New Jersey College of Direct Support curriculum, CPR and First Aid, Danielle''s Law training and person-centred planning before working alone, followed by monthly supervision and annual refreshers.',
 'Participants gain confidence and skills to live as independently as they choose, build lasting relationships in their community and direct their own supports.',
 'We commit to consistent staff, clear communication with families and services that change as the person''s goals change.',
 1),
('community-inclusion', 'Community Inclusion',
 'Small-group outings and activities that build friendships, confidence and a real place in the community.',
 'Community Inclusion gives adults with intellectual and developmental disabilities regular, meaningful time in the community alongside their neighbours. Groups of two to four participants visit parks, museums, volunteer sites and local events across Essex, Hudson and neighbouring counties.',
 'Activities are chosen by the participants themselves at a weekly planning meeting. Staff coach social and travel skills in the moment and step back as each person becomes more comfortable.',
 '[{"name": "Volunteer placements", "description": "Regular shifts at food pantries, animal shelters and community gardens."},
   {"name": "Recreation and culture", "description": "Museums, libraries, sporting events, concerts and seasonal festivals."},
   {"name": "Travel training", "description": "Learning to use NJ Transit, paratransit and ride services safely."},
   {"name": "Friendship building", "description": "Small, consistent groups so that friendships can grow over time."}]',
 'Staff are trained in community safety planning, positive behaviour support, travel training and CPR/First Aid, and shadow an experienced lead before guiding a group.',
 'Participants expand their social networks, contribute to their community and feel at home in public places.',
 'We commit to inclusion that is real: ordinary places, ordinary activities and people who know each participant by name.',
 2),
('career-planning', 'Career Planning',
 'Person-centred career exploration, skill assessment and job preparation for adults who want to work.',
 'Career Planning helps people with developmental disabilities discover the work they would enjoy and be good at. Through interviews, workplace tours and short trial experiences, participants build a clear picture of their strengths and the path to a job in the community.',
 'A Career Planner works one-to-one with the participant over several months, involving family and school or DDD partners, and ends with a written career plan that can lead directly into Supported Employment.',
 '[{"name": "Discovery and interests", "description": "Conversations, assessments and job tours to find what motivates the person."},
   {"name": "Skill building for work", "description": "Resumes, interview practice, workplace communication and time management."},
   {"name": "Work experiences", "description": "Short, unpaid trial experiences with local employers to test a career idea."},
   {"name": "Career plan", "description": "A written plan with next steps, supports needed and a referral to employment services."}]',
 'Career Planners hold or are working toward the ACRE certificate in employment services and receive training in benefits counselling basics and customised employment.',
 'Every participant finishes with a realistic, personal career goal and the preparation to pursue it.',
 'We believe everyone who wants to work can work, and we plan careers around abilities, not labels.',
 3),
('day-habilitation', 'Day Habilitation',
 'A structured, engaging day program for adults 18 and older, with transportation included.',
 'Our Day Habilitation program offers adults with developmental disabilities a safe, welcoming place to learn, create and connect on weekdays. The day combines skill-building groups, fitness, arts, and outings into the community, with transportation to and from home included.',
 'Each participant has a personal schedule based on their Individualized Service Plan. Small groups, visual supports and predictable routines help everyone participate, and families receive a monthly progress note.',
 '[{"name": "Life skills groups", "description": "Cooking, money skills, communication and self-advocacy in small groups."},
   {"name": "Health and wellness", "description": "Daily movement, nutrition education and support with personal care."},
   {"name": "Creative arts", "description": "Music, painting and crafts that build expression and fine motor skills."},
   {"name": "Community outings", "description": "Weekly trips that put new skills to use in real places."},
   {"name": "Transportation", "description": "Door-to-door transport by trained drivers within our service area."}]',
 'Program staff are trained in the College of Direct Support curriculum, medication administration where required, positive behaviour support, CPR/First Aid and emergency evacuation procedures.',
 'Participants build independence, keep up their health and enjoy a full, social day with people who care.',
 'We commit to a program where every adult is known, respected and challenged to grow.',
 4),
('occupational-therapy', 'Occupational Therapy',
 'Licensed occupational therapists help children and adults build the skills for everyday tasks, from dressing to handwriting to cooking.',
 'Occupational Therapy focuses on the activities that make up a person''s day. Our licensed therapists assess fine motor, sensory processing and self-care skills, then work at home, in the community or at our Livingston office.',
 'Therapy is goal-driven and playful. Therapists involve parents and caregivers in every session so that strategies carry over into daily routines.',
 '[{"name": "Sensory integration", "description": "Strategies that help a person manage noise, touch and movement."},
   {"name": "Fine motor skills", "description": "Hand strength and coordination for writing, buttons and utensils."},
   {"name": "Self-care routines", "description": "Step-by-step support for dressing, grooming and mealtimes."},
   {"name": "Adaptive equipment", "description": "Recommending and training with tools that make tasks easier."}]',
 'All therapists are New Jersey licensed occupational therapists or certified OT assistants under supervision, with continuing education in sensory processing and autism.',
 'Greater independence in daily activities and fewer barriers at home, school and work.',
 'We commit to evidence-based therapy, clear progress reports and close partnership with families.',
 5),
('physical-therapy', 'Physical Therapy',
 'Physical therapy that improves strength, balance and mobility so people can move safely and confidently.',
 'Our licensed physical therapists work with children and adults who have developmental disabilities on gross motor skills, balance, walking and endurance, at home or in the community.',
 'After a full assessment, the therapist sets measurable goals with the person and family, and designs exercises that fit into daily life so progress continues between sessions.',
 '[{"name": "Mobility and gait", "description": "Safe walking, transfers and use of mobility aids."},
   {"name": "Strength and endurance", "description": "Exercise programs that build stamina for everyday activities."},
   {"name": "Balance and fall prevention", "description": "Reducing the risk of falls at home and in the community."}]',
 'Therapists are New Jersey licensed physical therapists with experience in developmental disabilities and ongoing training in adaptive fitness.',
 'Better mobility, fewer falls and more confidence taking part in the activities the person enjoys.',
 'We commit to therapy that is practical, measurable and respectful of each person''s pace.',
 6),
('housing-program-for-homeless-individuals', 'Housing Program for Homeless Individuals',
 'Housing search, move-in support and ongoing case management for individuals with disabilities experiencing homelessness.',
 'The Housing Program helps individuals with developmental and other disabilities who are homeless or at risk of homelessness find and keep a safe, affordable home. We work with landlords, county welfare agencies and housing authorities across northern New Jersey.',
 'A Housing Specialist meets people where they are, helps gather documents and apply for assistance, and stays involved after move-in so that tenancies last.',
 '[{"name": "Outreach and intake", "description": "Meeting people in shelters and the community to begin a housing plan."},
   {"name": "Housing search", "description": "Finding units, negotiating with landlords and applying for rental assistance."},
   {"name": "Move-in support", "description": "Security deposits, basic furniture and setting up utilities."},
   {"name": "Tenancy sustainment", "description": "Regular visits, budgeting help and links to health and benefits services."}]',
 'Housing Specialists are trained in Housing First principles, trauma-informed care, benefits and entitlements, and de-escalation.',
 'Every participant moves into stable housing and keeps it, with the supports they need to thrive.',
 'Our mission is simple: no one with a disability should be without a safe place to call home. We stay with each person until housing is secure.',
 7),
('individual-support', 'Individual Support',
 'Personalised in-home support for daily routines, personal care and household skills.',
 'Individual Support provides hands-on help and teaching in the home for adults with developmental disabilities, so they can live safely in the setting of their choice, whether with family or on their own.',
 'Support is scheduled around the person''s life, not ours. Staff teach skills step by step and provide direct help where it is needed, always encouraging choice.',
 '[{"name": "Personal care", "description": "Respectful help with bathing, dressing and grooming."},
   {"name": "Home skills", "description": "Meal preparation, cleaning and laundry."},
   {"name": "Routines and scheduling", "description": "Visual schedules and reminders for the day."},
   {"name": "Medication support", "description": "Reminders and tracking in line with the care plan."}]',
 'Staff complete College of Direct Support training, personal care and dignity training, and CPR/First Aid, with an in-home orientation for every new participant.',
 'Participants stay healthy and safe at home while building as much independence as possible.',
 'We commit to reliable, respectful care that honours each person''s choices and privacy.',
 8),
('respite-care', 'Respite Care',
 'Short breaks for family caregivers, with trusted staff caring for your loved one at home or in the community.',
 'Respite Care gives parents and family caregivers time to rest, run errands or attend to their own health, knowing their loved one is with trained, familiar staff.',
 'We get to know the family and the person first, then schedule respite by the hour, for an evening or for a weekend day, keeping the same staff whenever possible.',
 '[{"name": "In-home respite", "description": "Care in the familiar setting of the person''s own home."},
   {"name": "Community respite", "description": "Enjoyable outings while caregivers take a break."},
   {"name": "Flexible scheduling", "description": "Hourly, evening and weekend options planned with the family."}]',
 'Respite staff complete College of Direct Support training, CPR/First Aid and a family orientation covering routines, communication and any health needs.',
 'Caregivers stay healthy and rested, and families stay strong.',
 'We commit to being a dependable partner for families, with staff they can trust.',
 9),
('residential-services', 'Residential Services',
 'Supervised group homes and supported apartments where adults with disabilities live as valued members of their neighbourhood.',
 'Our Residential Services offer licensed group homes and supported apartments with staff support matched to each resident''s needs, from around-the-clock care to a few hours a week.',
 'Residents help choose their housemates, décor, menus and activities. Staff support daily living and health needs while encouraging each person to take on new responsibilities.',
 '[{"name": "Licensed group homes", "description": "Homes with 24-hour staffing for residents who need more support."},
   {"name": "Supported apartments", "description": "Independent living with scheduled staff visits."},
   {"name": "Health coordination", "description": "Medical appointments, medication management and nutrition."},
   {"name": "Household participation", "description": "Residents share in cooking, cleaning and planning."},
   {"name": "Family connection", "description": "Regular visits and communication with family members."}]',
 'Residential staff are trained in medication administration, the College of Direct Support curriculum, fire safety and positive behaviour support, with house-specific orientation.',
 'Residents live safe, full lives in homes that feel like their own.',
 'We commit to homes built on dignity, choice and belonging.',
 10),
('skill-building', 'Skill Building',
 'Focused teaching of the practical, social and communication skills that open doors to independence.',
 'Skill Building sessions target specific goals from a person''s service plan, such as managing money, cooking a meal, using a phone or handling a conversation, through repeated, real-world practice.',
 'We use task analysis and positive reinforcement, teaching each skill in small steps and measuring progress so families can see the change.',
 '[{"name": "Money management", "description": "Counting money, budgeting and paying for purchases."},
   {"name": "Communication", "description": "Expressing needs, using assistive technology and social conversation."},
   {"name": "Technology skills", "description": "Phones, tablets, email and staying safe online."},
   {"name": "Self-advocacy", "description": "Speaking up, making choices and understanding one''s rights."}]',
 'Staff are trained in task analysis, data collection, positive reinforcement and person-centred thinking.',
 'Measurable gains in the skills each person chooses to learn.',
 'We commit to teaching with patience, creativity and respect for every learner.',
 11),
('supported-employment', 'Supported Employment',
 'Job development and on-the-job coaching that help people with disabilities get and keep jobs in the community.',
 'Supported Employment connects job seekers with local employers and provides job coaching for as long as it is needed. We work in partnership with the New Jersey Division of Vocational Rehabilitation Services and DDD.',
 'Job Developers match each person''s career plan with employers'' needs, then a Job Coach supports training on site and gradually fades support as the employee becomes independent.',
 '[{"name": "Job development", "description": "Finding employers and roles that match the job seeker''s goals."},
   {"name": "Job coaching", "description": "On-the-job training and support that fades over time."},
   {"name": "Employer partnership", "description": "Guidance for employers on accommodations and inclusive workplaces."},
   {"name": "Long-term follow-along", "description": "Check-ins that help people keep their jobs and advance."}]',
 'Employment staff hold or are pursuing the ACRE certificate and are trained in systematic instruction and workplace accommodations.',
 'Competitive, integrated employment at fair pay, and careers that grow.',
 'We commit to employment that pays, lasts and reflects each person''s talents.',
 12),
('behavior-support', 'Behavior Support',
 'Positive behaviour support plans that reduce challenging behaviour and help people succeed at home and in the community.',
 'Behavior Support helps people with developmental disabilities and their families understand the reasons behind challenging behaviour and build better ways to communicate needs.',
 'A Behavior Specialist completes a functional behaviour assessment, writes a positive behaviour support plan with the family and trains everyone who supports the person to use it consistently.',
 '[{"name": "Functional behaviour assessment", "description": "Observation and interviews to understand what a behaviour communicates."},
   {"name": "Positive behaviour support plan", "description": "Proactive strategies and replacement skills written with the family."},
   {"name": "Caregiver training", "description": "Coaching families and staff to use the plan every day."},
   {"name": "Progress monitoring", "description": "Data review and plan updates as the person grows."}]',
 'Behavior Specialists are Board Certified Behavior Analysts or supervised clinicians trained in positive behaviour support and trauma-informed care.',
 'Fewer crises, more communication, and more opportunities for the person at home and in the community.',
 'We commit to approaches that are positive, respectful and never punitive.',
 13);

-- ── Blog posts (5 published across the four categories, 1 draft) ─────────────────────
insert into public.blog_posts (slug, title, excerpt, content, category, published, published_at, created_at)
values
('celebrating-our-nonprofit-recognition', 'Celebrating Our Non-Profit Recognition',
 'After more than a decade of service, we are proud to share that we have been recognised as a 501(c)(3) non-profit organisation.',
 'Since 2013 our team has supported people with autism and developmental disabilities across New Jersey. This year we reached a milestone that will shape the next decade of that work: we are now a recognised 501(c)(3) non-profit organisation.

What does this mean for the families we serve? Donations are now tax-deductible, we can apply for grants that were out of reach before, and every dollar we raise goes straight back into programs, staff training and community events.

We are grateful to the families, staff, volunteers and partners who made this possible. If you would like to help us grow, visit our Donate page or get in touch about sponsorship.',
 'organization-news', true, now() - interval '60 days', now() - interval '62 days'),
('marcus-finds-his-place-at-work', 'Marcus Finds His Place at Work',
 'How career planning and a patient job coach helped Marcus land a job he loves at a local garden centre.',
 'When Marcus first met his Career Planner, he said he wanted to "work with plants, not people". Over three months of discovery conversations and workplace tours, he found that he enjoyed both, as long as the pace was steady and the tasks were clear.

A two-week work experience at a garden centre in Livingston confirmed it. Marcus was careful, reliable and quickly learned the names of every plant on the floor.

Today Marcus works twenty hours a week, earns a competitive wage and has started helping customers find what they need. His job coach now visits once a month instead of every day. "I like that people ask me questions," he says. "I know the answers."',
 'success-stories', true, now() - interval '35 days', now() - interval '36 days'),
('understanding-ddd-eligibility-in-new-jersey', 'Understanding DDD Eligibility in New Jersey',
 'A plain-language guide to how adults qualify for services through the Division of Developmental Disabilities.',
 'Many families first contact us with the same question: how do we get services? In New Jersey, most adult services are funded through the Division of Developmental Disabilities (DDD), and eligibility is the first step.

To be eligible, a person must be a New Jersey resident and have a developmental disability that began before age 22, is likely to continue, and substantially limits major life activities. Applications can begin at 18, and we recommend starting well before a young adult leaves school.

Once eligibility is confirmed, a Support Coordinator helps the person build an Individualized Service Plan and choose providers. Our team is happy to walk families through each step; call us or use the contact form to ask a question.',
 'industry-insights', true, now() - interval '20 days', now() - interval '21 days'),
('highlights-from-our-community-day', 'Highlights from Our Community Day',
 'Music, games and a lot of laughter: a look back at our community day in Livingston.',
 'More than 150 participants, family members and neighbours joined us for our community day. The afternoon featured a sensory-friendly music session, an art table run by our Day Habilitation artists and a friendly basketball game between staff and participants.

Local partners hosted information tables on benefits, housing and employment, and our volunteers served refreshments all afternoon.

Thank you to everyone who came. Keep an eye on our Events page for the next gathering, and register early: spaces fill quickly.',
 'events-activities', true, now() - interval '10 days', now() - interval '11 days'),
('welcoming-our-bayonne-team', 'Welcoming Our Bayonne Team',
 'Our new Bayonne location brings Day Habilitation and family support closer to Hudson County families.',
 'We are excited to welcome families to our new Bayonne location. The site offers Day Habilitation on weekdays and meetings with our family support team by appointment on weekends.

The Bayonne team includes experienced Direct Support Professionals, a Program Assistant and a Support Coordinator who knows Hudson County''s resources well.

Families interested in a visit can contact us to arrange a tour.',
 'organization-news', true, now() - interval '3 days', now() - interval '4 days'),
('preparing-for-the-transition-from-school', 'Preparing for the Transition from School',
 'What families can do in the years before a young adult leaves school.',
 'Draft: checklist of steps from age 14 to 21, including DDD applications, guardianship alternatives and career exploration.

To be reviewed by the clinical team before publishing.',
 'industry-insights', false, null, now() - interval '1 day');

-- ── Events: 3 upcoming and open (one nearly full), 1 full, 1 past its deadline, 2 past, 1 unpublished ──
-- Each is placed on a day counted from the day the database is created, at a New Jersey
-- wall-clock time a family would come (whole or half hours, 9:00–19:00, DST included):
-- `(today + days) + time` read in America/New_York. Deadlines close at 17:00 local.
insert into public.events
  (slug, title, description, event_date, end_date, location, max_capacity, registration_deadline, published)
select v.slug, v.title, v.description,
       ((t.today + v.days) + v.starts) at time zone 'America/New_York',
       ((t.today + v.days) + v.ends) at time zone 'America/New_York',
       v.location, v.capacity,
       ((t.today + v.deadline_days) + time '17:00') at time zone 'America/New_York',
       v.published
from (select (now() at time zone 'America/New_York')::date as today) as t
cross join (values
('family-resource-fair', 'Family Resource Fair',
 'Meet local agencies, benefits counsellors and our own program staff in one place.

Bring your questions about DDD eligibility, housing, employment and respite. Refreshments are provided.',
 21, time '10:00', time '14:00', '615 West Mt. Pleasant Ave Suite 8, Livingston, NJ 07039', 60, 18, true),
('sensory-friendly-movie-afternoon', 'Sensory-Friendly Movie Afternoon',
 'A relaxed movie afternoon with the lights up, the sound down and freedom to move around.

Families and friends of all ages are welcome.',
 10, time '14:00', time '16:30', 'Bayonne Community Center, Bayonne, NJ', null, null, true),
('caregiver-wellness-workshop', 'Caregiver Wellness Workshop',
 'A morning for parents and family caregivers: stress management, respite options and peer support.

Space is limited to keep the group small.',
 14, time '10:30', time '12:30', '615 West Mt. Pleasant Ave Suite 8, Livingston, NJ 07039', 20, null, true),
('sibling-art-workshop', 'Sibling Art Workshop',
 'Brothers and sisters of the people we support paint, build and share stories together, guided by our Day Habilitation artists.

All materials are provided. Wear clothes that can get messy.',
 7, time '09:30', time '11:00', '615 West Mt. Pleasant Ave Suite 8, Livingston, NJ 07039', 12, null, true),
('job-readiness-open-house', 'Job Readiness Open House',
 'Learn about Career Planning and Supported Employment and meet local employers who hire inclusively.',
 5, time '11:00', time '13:00', '615 West Mt. Pleasant Ave Suite 8, Livingston, NJ 07039', 40, -1, true),
('community-day', 'Community Day',
 'Music, games, art and community partners for the whole family.',
 -12, time '13:00', time '17:00', 'Memorial Park, Livingston, NJ', 200, null, true),
('autism-awareness-walk', 'Autism Awareness Walk',
 'A two-mile walk celebrating acceptance, with a resource fair at the finish line.',
 -45, time '09:00', null, 'Riverfront Park, Bayonne, NJ', null, null, true),
('annual-benefit-gala', 'Annual Benefit Gala',
 'A celebration of our participants, staff and partners. Details to be announced.',
 60, time '17:30', null, 'Livingston, NJ', 150, 50, false)
) as v(slug, title, description, days, starts, ends, location, capacity, deadline_days, published);

-- The caregiver workshop is nearly full: 18 of 20 seats taken (attendees plus guests).
insert into public.event_registrations (event_id, attendee_name, attendee_email, attendee_phone, number_of_guests, special_requests)
select e.id, r.name, r.email, r.phone, r.guests, r.requests
from public.events e
cross join (values
  ('Maria Gonzalez', 'maria.gonzalez@example.com', '(973) 555-0141', 2, null),
  ('David Chen', 'david.chen@example.com', null, 3, 'Wheelchair-accessible seating, please.'),
  ('Aisha Patel', 'aisha.patel@example.com', '(201) 555-0178', 1, null),
  ('Robert Williams', 'rwilliams@example.com', null, 1, null),
  ('Linda O''Brien', 'linda.obrien@example.com', '(862) 555-0112', 4, 'Vegetarian refreshments for two guests.'),
  ('James Carter', 'jcarter@example.com', null, 1, null)
) as r(name, email, phone, guests, requests)
where e.slug = 'caregiver-wellness-workshop';

-- The sibling art workshop is full: 12 of 12 seats.
insert into public.event_registrations (event_id, attendee_name, attendee_email, number_of_guests)
select e.id, r.name, r.email, r.guests
from public.events e
cross join (values
  ('Grace Kim', 'grace.kim@example.com', 2),
  ('Omar Haddad', 'omar.haddad@example.com', 3),
  ('Emily Novak', 'emily.novak@example.com', 1),
  ('Carlos Rivera', 'carlos.rivera@example.com', 2)
) as r(name, email, guests)
where e.slug = 'sibling-art-workshop';

insert into public.event_registrations (event_id, attendee_name, attendee_email, number_of_guests)
select e.id, 'Sofia Russo', 'sofia.russo@example.com', 2
from public.events e where e.slug = 'family-resource-fair';

-- ── Contact submissions (all three statuses over the last 40 days) ───────────────────
-- Inserted before the notification recipients so the demo does not queue mail for them.
insert into public.contact_submissions (name, email, phone, subject, message, status, created_at, updated_at)
values
('Patricia Morales', 'pmorales@example.com', '9735550123', 'Day Habilitation availability',
 'Hello, my son is turning 21 this summer and will be leaving school. Do you have openings in your Day Habilitation program in Livingston, and is transportation available from West Orange?',
 'unread', now() - interval '1 day', now() - interval '1 day'),
('Kevin Nguyen', 'kevin.nguyen@example.com', null, 'Volunteering on weekends',
 'I would love to help with community events on weekends. What does the volunteer application involve?',
 'unread', now() - interval '3 days', now() - interval '3 days'),
('Denise Harris', 'dharris@example.com', '2015550199', 'Question about respite hours',
 'We were approved for respite hours through DDD. Can your staff provide respite on Saturday evenings in Bayonne?',
 'read', now() - interval '6 days', now() - interval '5 days'),
('Tom Becker', 'tom.becker@example.com', null, 'Employer partnership',
 'Our grocery store is hiring and interested in supported employment. Who should we speak with about a partnership?',
 'responded', now() - interval '12 days', now() - interval '10 days'),
('Grace Kim', 'grace.kim@example.com', '8625550187', 'Occupational therapy evaluation',
 'My daughter is 7 and has sensory challenges. How do we schedule an occupational therapy evaluation, and do you accept Medicaid?',
 'read', now() - interval '19 days', now() - interval '18 days'),
('Samuel Okafor', 'samuel.okafor@example.com', null, 'Housing program referral',
 'I am a case manager at a shelter in Newark and have a client with a developmental disability who needs housing support. How do I make a referral?',
 'responded', now() - interval '27 days', now() - interval '25 days'),
('Angela Rossi', 'angela.rossi@example.com', '9735550166', 'Thank you',
 'Just wanted to say thank you to the staff at the community day. My brother had a wonderful time.',
 'unread', now() - interval '38 days', now() - interval '38 days');

-- ── Newsletter signups and notification recipients ───────────────────────────────────
-- confirmed through their e-mailed links (double opt-in): only confirmed addresses are on the list
insert into public.newsletter_signups (email, created_at, confirmed_at) values
('jennifer.walsh@example.com', now() - interval '2 days', now() - interval '2 days' + interval '12 minutes'),
('m.santos@example.com', now() - interval '9 days', now() - interval '9 days' + interval '3 hours'),
('family.lee@example.com', now() - interval '30 days', now() - interval '30 days' + interval '40 minutes');

insert into public.notification_recipients (name, email, active, created_at) values
('Intake Team', 'intake@brightpathsupport.org', true, now() - interval '40 days'),
('Program Director', 'director@brightpathsupport.org', false, now() - interval '40 days');

-- ── Board members: demo profiles (clearly fictional names), each with a drawn avatar below ──
insert into public.board_members (name, role, bio, position) values
('Jordan Sample', 'Board Chair (demo profile)', 'A demo profile for trying the site locally: a parent and community volunteer who chairs the board.', 1),
('Riley Example', 'Treasurer (demo profile)', 'A demo profile for trying the site locally: an accountant who oversees the organisation''s finances.', 2),
('Morgan Placeholder', 'Secretary (demo profile)', 'A demo profile for trying the site locally: a special education teacher who keeps the board''s records.', 3);

-- ── Demo images: generated by scripts/images/draw-demo-images.ts (do not edit by hand) ──
-- Drawn illustrations (no people photographed: shows_people false), published, each with its files
-- in supabase/seed-media/ (copied to the Storage stand-in at stack start) and its storage.objects row.
insert into public.media_assets (id, original_name, alt, width, height, shows_people, published) values
  ('ffe1f23d-268d-52c7-a0ac-b67fdc86b665', 'hero-community.webp', 'Illustration of friends walking together along a sunny park path lined with trees and bunting', 1920, 1080, false, true),
  ('f727b7e3-436d-5711-97f3-c21f14107b7e', 'hero-learning.webp', 'Illustration of two people learning side by side at a table with books, a cup and a plant', 1920, 1080, false, true),
  ('a058377b-fd72-5172-ae45-3b5b4a41febf', 'hero-work.webp', 'Illustration of coworkers tending rows of potted plants on the shelves of a garden centre', 1920, 1080, false, true),
  ('63803f85-7ad8-5056-b336-5649ce469699', 'hero-family.webp', 'Illustration of a family spending an evening together on the lawn outside their lit-up home', 1920, 1080, false, true),
  ('a6649aad-01f4-502f-8629-8c19564a6558', 'svc-community-based-support.webp', 'Illustration of a support worker and a friend walking past neighbourhood houses toward the shops', 1800, 1200, false, true),
  ('3110402a-b7b9-5c3d-94f0-afb58f5b3e06', 'svc-community-inclusion.webp', 'Illustration of a small group visiting a sunny park with balloons and flowers', 1800, 1200, false, true),
  ('7aab7943-d313-5c6f-aa0e-0c52724a7e8b', 'svc-career-planning.webp', 'Illustration of a career plan on a desk with a laptop screen, books and a gold star', 1800, 1200, false, true),
  ('f16481db-1995-544f-b8f9-40271e88b63b', 'svc-day-habilitation.webp', 'Illustration of a bright day program room with an easel, music notes and a table of crafts', 1800, 1200, false, true),
  ('1bfcf163-3510-5df4-b98f-97029ef99a60', 'svc-occupational-therapy.webp', 'Illustration of everyday practice items on a table: a cup, stacked blocks and a plant', 1800, 1200, false, true),
  ('15aba0cf-981c-5cfe-87c1-b793d438c21f', 'svc-physical-therapy.webp', 'Illustration of an exercise mat, a large therapy ball and a figure stretching', 1800, 1200, false, true),
  ('f45c5cae-dccc-58b0-ac3e-ecd0782054d8', 'svc-housing-program-for-homeless-individuals.webp', 'Illustration of a welcoming home with a heart above its roof and a path to the door', 1800, 1200, false, true),
  ('aa3d4c08-5c05-54aa-9b8a-d1b9fa15195a', 'svc-individual-support.webp', 'Illustration of two people sitting together at a kitchen table with cups', 1800, 1200, false, true),
  ('1e460e4b-a144-5d17-a498-3a594fa7fc4c', 'svc-respite-care.webp', 'Illustration of a calm evening at home with a cup of tea and a moon in the window', 1800, 1200, false, true),
  ('5980fe04-89c7-55bd-b117-8f37dc8964b5', 'svc-residential-services.webp', 'Illustration of a row of friendly houses with trees on a sunny street', 1800, 1200, false, true),
  ('966e4b43-a1eb-5bdc-a3f9-9bde41da20d0', 'svc-skill-building.webp', 'Illustration of a step-by-step checklist beside books and a plant', 1800, 1200, false, true),
  ('66b50fa2-1f79-5898-adac-1b469c2180e7', 'svc-supported-employment.webp', 'Illustration of a coworker arranging potted plants on shelves at work', 1800, 1200, false, true),
  ('39f70f18-df1d-5eb0-966d-40af271f1e8e', 'svc-behavior-support.webp', 'Illustration of a quiet corner with a heart, a plant and soft light through the window', 1800, 1200, false, true),
  ('611440c7-3539-5401-9e7f-b6bbd6f98426', 'evt-family-resource-fair.webp', 'Illustration of information tables under bunting at a resource fair', 1800, 1200, false, true),
  ('0c4be431-a7ff-5044-990c-358d180fb147', 'evt-sensory-friendly-movie-afternoon.webp', 'Illustration of a softly lit movie room with a big screen and rows of comfy seats', 1800, 1200, false, true),
  ('616fb60b-7382-5012-8652-5cb69b6ac22a', 'evt-caregiver-wellness-workshop.webp', 'Illustration of cups of tea, a plant and a heart on a table by the window', 1800, 1200, false, true),
  ('0f5dd2db-fd28-53c1-ba2c-bbc36bc9daba', 'evt-sibling-art-workshop.webp', 'Illustration of two easels with bright paintings and a table of paint pots', 1800, 1200, false, true),
  ('b45b94f6-9b84-54b8-b176-66839f66f76d', 'evt-job-readiness-open-house.webp', 'Illustration of an open door to an office with a resume, a laptop screen and a gold star', 1800, 1200, false, true),
  ('3f110379-c6c1-503b-a3e7-3d936b13fd4d', 'evt-community-day.webp', 'Illustration of a community day in the park with balloons, bunting, music and a ball', 1800, 1200, false, true),
  ('c9850b1f-4890-59ed-92f2-8dd19a8cff73', 'evt-autism-awareness-walk.webp', 'Illustration of walkers on a riverside path under a bright sky with a heart-shaped balloon', 1800, 1200, false, true),
  ('e8562535-c0ea-5643-8e24-a4a579269bb3', 'evt-annual-benefit-gala.webp', 'Illustration of an evening celebration with stars, bunting and balloons', 1800, 1200, false, true),
  ('08886824-e898-5b43-b443-30aa68bf1376', 'post-highlights-from-our-community-day.webp', 'Illustration of music notes, an art easel and a basketball at an outdoor community day', 1800, 1200, false, true),
  ('5d1f2aef-eb24-58a7-b619-6dcee8033273', 'post-welcoming-our-bayonne-team.webp', 'Illustration of a new building by the water with a welcome heart over the door', 1800, 1200, false, true),
  ('0765f3eb-2401-5b9f-b95c-c4a20a4a4d92', 'post-marcus-finds-his-place-at-work.webp', 'Illustration of a garden centre worker among shelves of plants and flowers', 1800, 1200, false, true),
  ('1c9bf5b2-f82a-58ae-9d7a-6ff90605254b', 'post-understanding-ddd-eligibility-in-new-jersey.webp', 'Illustration of an application form with a green check beside a stack of books', 1800, 1200, false, true),
  ('eabae1ef-88bc-50b7-9ae7-c9c685132d83', 'board-1.webp', 'Drawn avatar: a smiling figure with short dark hair and a blue top on a soft green background', 800, 800, false, true),
  ('a94279af-b572-508b-b54a-56086118e498', 'board-2.webp', 'Drawn avatar: a smiling figure with long auburn hair and a coral top on a pale yellow background', 800, 800, false, true),
  ('59acab9f-dff6-57e2-8661-310e75a82b2b', 'board-3.webp', 'Drawn avatar: a smiling figure with curly black hair and a green top on a light blue background', 800, 800, false, true),
  ('236e8b88-5ee0-59c4-89b0-1a7be3bac6b7', 'partner-nj-ddd.webp', 'NJ Division of Developmental Disabilities logo', 414, 180, false, true),
  ('4d8cee6e-9bb3-5759-a0f8-0349446229fd', 'partner-arc-of-new-jersey.webp', 'The Arc of New Jersey logo', 843, 180, false, true),
  ('d2a1019e-ab17-5a5c-beba-6a70da1eb1ec', 'partner-autism-nj.webp', 'Autism New Jersey logo', 531, 180, false, true),
  ('f5e115ae-eb42-54e4-9bc6-e253459eea41', 'partner-family-support-nj.webp', 'Family Support NJ logo', 843, 180, false, true),
  ('a77219ef-c27b-5e05-90ff-79abdc8e2f58', 'partner-essex-county.webp', 'Essex County logo', 648, 180, false, true),
  ('ac1fbd20-8170-5765-9aa8-7ce21ecbb7a0', 'partner-community-health-alliance.webp', 'Community Health Alliance logo', 1155, 180, false, true),
  ('4f5712a0-8611-50ac-82be-dd5d116b9512', 'badge-state-licensed.webp', 'State Licensed badge', 288, 288, false, true),
  ('2377f54c-8f75-5305-837c-d6a7f0d76a1b', 'badge-carf.webp', 'CARF Accredited badge', 288, 288, false, true),
  ('a8d8f7d2-f7be-5331-a3e2-0fff1420d488', 'badge-achc.webp', 'ACHC Accredited badge', 288, 288, false, true),
  ('6bba61ff-85d3-5c48-9e8d-1b4364a2e968', 'badge-501c3.webp', '501(c)(3) Non-Profit badge', 288, 288, false, true);
insert into public.media_files (path, media_id, variant, width, height, content_type, bytes) values
  ('22957939-4953-50b2-82a2-98277406ee29.webp', 'ffe1f23d-268d-52c7-a0ac-b67fdc86b665', 'original', 1920, 1080, 'image/webp', 24636),
  ('893d2d1a-bdbe-5bcc-8740-98143aa744e1.webp', 'ffe1f23d-268d-52c7-a0ac-b67fdc86b665', 'w480', 480, 270, 'image/webp', 5672),
  ('418d15d7-78b6-5492-b742-009f8ec915c9.webp', 'ffe1f23d-268d-52c7-a0ac-b67fdc86b665', 'w960', 960, 540, 'image/webp', 11690),
  ('e7455685-68eb-57b2-9456-0751ae068911.webp', 'ffe1f23d-268d-52c7-a0ac-b67fdc86b665', 'w1600', 1600, 900, 'image/webp', 19628),
  ('53c085f9-f744-5fa0-8920-86b0e46bb630.webp', 'ffe1f23d-268d-52c7-a0ac-b67fdc86b665', 'social', 1200, 630, 'image/webp', 14274),
  ('f5c4e093-1677-5ae0-900a-eb4873d9b4a5.webp', 'f727b7e3-436d-5711-97f3-c21f14107b7e', 'original', 1920, 1080, 'image/webp', 14464),
  ('d976df16-78bc-5a4f-b250-2159b11bdeef.webp', 'f727b7e3-436d-5711-97f3-c21f14107b7e', 'w480', 480, 270, 'image/webp', 3776),
  ('6503d8d5-dae1-572a-9c44-e0d5591d781d.webp', 'f727b7e3-436d-5711-97f3-c21f14107b7e', 'w960', 960, 540, 'image/webp', 6734),
  ('1d22652f-850c-5069-829f-2042a2660843.webp', 'f727b7e3-436d-5711-97f3-c21f14107b7e', 'w1600', 1600, 900, 'image/webp', 10956),
  ('12901dd3-efd1-5b1b-887b-cb423113aa8c.webp', 'f727b7e3-436d-5711-97f3-c21f14107b7e', 'social', 1200, 630, 'image/webp', 8210),
  ('d8c0da55-1b7d-5a23-a48a-c580170a1379.webp', 'a058377b-fd72-5172-ae45-3b5b4a41febf', 'original', 1920, 1080, 'image/webp', 18082),
  ('0e8663c5-3f7d-5e76-85f6-8e813d859880.webp', 'a058377b-fd72-5172-ae45-3b5b4a41febf', 'w480', 480, 270, 'image/webp', 4562),
  ('28ad8dea-be28-5e16-88af-15d1b54ea213.webp', 'a058377b-fd72-5172-ae45-3b5b4a41febf', 'w960', 960, 540, 'image/webp', 8642),
  ('ab6977c9-d5d0-501c-8193-f3247f5740e9.webp', 'a058377b-fd72-5172-ae45-3b5b4a41febf', 'w1600', 1600, 900, 'image/webp', 14198),
  ('77167511-9acb-5dff-9141-12d35e9ae976.webp', 'a058377b-fd72-5172-ae45-3b5b4a41febf', 'social', 1200, 630, 'image/webp', 10468),
  ('3139cdb9-c63c-5dcd-8735-bd20c9195cf9.webp', '63803f85-7ad8-5056-b336-5649ce469699', 'original', 1920, 1080, 'image/webp', 17982),
  ('42798471-1638-5076-a2b8-2b2d94069d98.webp', '63803f85-7ad8-5056-b336-5649ce469699', 'w480', 480, 270, 'image/webp', 3912),
  ('2b08fb50-3123-5e2d-8190-c976af647de8.webp', '63803f85-7ad8-5056-b336-5649ce469699', 'w960', 960, 540, 'image/webp', 7862),
  ('6da568d0-66de-57a6-a62e-2e419d2aad44.webp', '63803f85-7ad8-5056-b336-5649ce469699', 'w1600', 1600, 900, 'image/webp', 14024),
  ('4385d94c-e1fb-5d86-ac8a-ba9ba1674b78.webp', '63803f85-7ad8-5056-b336-5649ce469699', 'social', 1200, 630, 'image/webp', 9626),
  ('57e4e951-04e0-572d-b6e5-abc82ac2335d.webp', 'a6649aad-01f4-502f-8629-8c19564a6558', 'original', 1800, 1200, 'image/webp', 18598),
  ('e7c1f221-806a-580b-94c2-74f9c622ec10.webp', 'a6649aad-01f4-502f-8629-8c19564a6558', 'w480', 480, 320, 'image/webp', 4862),
  ('a40c886e-1c43-5813-b3f8-82a6598ebdbd.webp', 'a6649aad-01f4-502f-8629-8c19564a6558', 'w960', 960, 640, 'image/webp', 9202),
  ('5e474a1c-eb33-5a5a-85f2-f07a9e9af48e.webp', 'a6649aad-01f4-502f-8629-8c19564a6558', 'w1600', 1600, 1067, 'image/webp', 15346),
  ('1f35ef3c-9855-524b-8b3a-729ef150d4bf.webp', 'a6649aad-01f4-502f-8629-8c19564a6558', 'social', 1200, 630, 'image/webp', 10336),
  ('38d255e6-d5d6-5a55-a742-b16a15e7e154.webp', '3110402a-b7b9-5c3d-94f0-afb58f5b3e06', 'original', 1800, 1200, 'image/webp', 23366),
  ('c3a9c392-1ef2-5c1d-ada7-3a3649336276.webp', '3110402a-b7b9-5c3d-94f0-afb58f5b3e06', 'w480', 480, 320, 'image/webp', 5392),
  ('fe718d4d-b389-56df-a904-5ee03d68d68e.webp', '3110402a-b7b9-5c3d-94f0-afb58f5b3e06', 'w960', 960, 640, 'image/webp', 11280),
  ('f742aa51-5413-5d24-ae48-82578818b181.webp', '3110402a-b7b9-5c3d-94f0-afb58f5b3e06', 'w1600', 1600, 1067, 'image/webp', 19400),
  ('d66b520f-5568-521d-82ca-d3fcac5c1e9f.webp', '3110402a-b7b9-5c3d-94f0-afb58f5b3e06', 'social', 1200, 630, 'image/webp', 12612),
  ('9b00cf97-0c8f-5b30-8f42-c06d7c6b4818.webp', '7aab7943-d313-5c6f-aa0e-0c52724a7e8b', 'original', 1800, 1200, 'image/webp', 11844),
  ('06b887af-3d71-51e9-80ee-ff51426a846d.webp', '7aab7943-d313-5c6f-aa0e-0c52724a7e8b', 'w480', 480, 320, 'image/webp', 2878),
  ('6f1c520e-f1e3-5418-a53f-9a86b223096c.webp', '7aab7943-d313-5c6f-aa0e-0c52724a7e8b', 'w960', 960, 640, 'image/webp', 5478),
  ('0975ef98-70e8-59e2-b1bb-95197cbdf906.webp', '7aab7943-d313-5c6f-aa0e-0c52724a7e8b', 'w1600', 1600, 1067, 'image/webp', 9838),
  ('2d4024be-cacd-55ef-972d-985cef1bbcd4.webp', '7aab7943-d313-5c6f-aa0e-0c52724a7e8b', 'social', 1200, 630, 'image/webp', 6738),
  ('c6913f96-1eb3-5084-8a75-3a5a246ae011.webp', 'f16481db-1995-544f-b8f9-40271e88b63b', 'original', 1800, 1200, 'image/webp', 13128),
  ('33854b9b-fe77-5c69-990f-efb4c15f2588.webp', 'f16481db-1995-544f-b8f9-40271e88b63b', 'w480', 480, 320, 'image/webp', 3496),
  ('4248dd00-81a2-5b1d-bc96-824c919dcc29.webp', 'f16481db-1995-544f-b8f9-40271e88b63b', 'w960', 960, 640, 'image/webp', 6546),
  ('79e7d914-5535-53a1-a3f5-d9ba61ce0c2e.webp', 'f16481db-1995-544f-b8f9-40271e88b63b', 'w1600', 1600, 1067, 'image/webp', 10792),
  ('20c30c48-e242-5ea9-9ab3-220a7e48035f.webp', 'f16481db-1995-544f-b8f9-40271e88b63b', 'social', 1200, 630, 'image/webp', 7868),
  ('556df805-c4cf-5796-a1a1-3dc02a2b6af7.webp', '1bfcf163-3510-5df4-b98f-97029ef99a60', 'original', 1800, 1200, 'image/webp', 9364),
  ('6a1147e2-fc1f-5a47-a19b-267afebf90df.webp', '1bfcf163-3510-5df4-b98f-97029ef99a60', 'w480', 480, 320, 'image/webp', 2482),
  ('b91d18c8-ef47-5089-a976-93a19d1d5aee.webp', '1bfcf163-3510-5df4-b98f-97029ef99a60', 'w960', 960, 640, 'image/webp', 4698),
  ('3bb6a190-7b48-5d02-9020-24827aefb673.webp', '1bfcf163-3510-5df4-b98f-97029ef99a60', 'w1600', 1600, 1067, 'image/webp', 8026),
  ('5ece9af9-3f07-575d-a71d-4d1cb0ab01e3.webp', '1bfcf163-3510-5df4-b98f-97029ef99a60', 'social', 1200, 630, 'image/webp', 5558),
  ('e66e78be-9643-5095-ab21-19b99cd58973.webp', '15aba0cf-981c-5cfe-87c1-b793d438c21f', 'original', 1800, 1200, 'image/webp', 11324),
  ('be810966-65f2-5255-b930-dd961e392593.webp', '15aba0cf-981c-5cfe-87c1-b793d438c21f', 'w480', 480, 320, 'image/webp', 2580),
  ('f4cd6ddc-8f4c-5e52-8f02-4677844afccb.webp', '15aba0cf-981c-5cfe-87c1-b793d438c21f', 'w960', 960, 640, 'image/webp', 5308),
  ('359f31d2-acfd-533d-bfd2-03c674a1064b.webp', '15aba0cf-981c-5cfe-87c1-b793d438c21f', 'w1600', 1600, 1067, 'image/webp', 9418),
  ('d4425618-e801-552f-8c56-620f74fb6913.webp', '15aba0cf-981c-5cfe-87c1-b793d438c21f', 'social', 1200, 630, 'image/webp', 6440),
  ('3f9332a9-6216-5595-be80-36afdd393e67.webp', 'f45c5cae-dccc-58b0-ac3e-ecd0782054d8', 'original', 1800, 1200, 'image/webp', 15240),
  ('db5139ed-c1d3-5edd-8759-0013bca1005f.webp', 'f45c5cae-dccc-58b0-ac3e-ecd0782054d8', 'w480', 480, 320, 'image/webp', 3668),
  ('642b0421-2392-5d61-a5aa-4ed90995fe65.webp', 'f45c5cae-dccc-58b0-ac3e-ecd0782054d8', 'w960', 960, 640, 'image/webp', 7062),
  ('d73fa91d-985b-5e54-a93a-fdc111502146.webp', 'f45c5cae-dccc-58b0-ac3e-ecd0782054d8', 'w1600', 1600, 1067, 'image/webp', 12422),
  ('4c4bafa1-3066-515c-87e1-c4bcc0ff29ad.webp', 'f45c5cae-dccc-58b0-ac3e-ecd0782054d8', 'social', 1200, 630, 'image/webp', 8030),
  ('c33845f0-96e0-5ffc-9776-594c159949f8.webp', 'aa3d4c08-5c05-54aa-9b8a-d1b9fa15195a', 'original', 1800, 1200, 'image/webp', 12158),
  ('20255d47-de96-51fe-b1a9-a5cd5122fff6.webp', 'aa3d4c08-5c05-54aa-9b8a-d1b9fa15195a', 'w480', 480, 320, 'image/webp', 3242),
  ('c9076875-eef9-5c8a-8f15-74e57f9025d6.webp', 'aa3d4c08-5c05-54aa-9b8a-d1b9fa15195a', 'w960', 960, 640, 'image/webp', 6196),
  ('67cdbee0-a405-5786-b4d6-9ce6c5395cce.webp', 'aa3d4c08-5c05-54aa-9b8a-d1b9fa15195a', 'w1600', 1600, 1067, 'image/webp', 10186),
  ('d75c6ce6-0104-5d2c-aeee-dda46743a1fb.webp', 'aa3d4c08-5c05-54aa-9b8a-d1b9fa15195a', 'social', 1200, 630, 'image/webp', 7338),
  ('a34d715d-eca2-5d7a-890f-b9dd14d7e018.webp', '1e460e4b-a144-5d17-a498-3a594fa7fc4c', 'original', 1800, 1200, 'image/webp', 9738),
  ('b91a9d72-83f2-50ba-aeff-17dfbd183aaa.webp', '1e460e4b-a144-5d17-a498-3a594fa7fc4c', 'w480', 480, 320, 'image/webp', 2532),
  ('9bd0bb5b-2edc-519b-a6c5-834386d12a9e.webp', '1e460e4b-a144-5d17-a498-3a594fa7fc4c', 'w960', 960, 640, 'image/webp', 4552),
  ('a96b4d6e-7f56-5ccb-a638-e5aff1e903c5.webp', '1e460e4b-a144-5d17-a498-3a594fa7fc4c', 'w1600', 1600, 1067, 'image/webp', 8064),
  ('0d17b5cc-9ede-51ab-97c1-e95ee6400770.webp', '1e460e4b-a144-5d17-a498-3a594fa7fc4c', 'social', 1200, 630, 'image/webp', 5546),
  ('e9b143fa-0dbb-5ac9-b472-936140f76c5a.webp', '5980fe04-89c7-55bd-b117-8f37dc8964b5', 'original', 1800, 1200, 'image/webp', 19426),
  ('fe9933a1-b749-57e2-beb5-e353024fceed.webp', '5980fe04-89c7-55bd-b117-8f37dc8964b5', 'w480', 480, 320, 'image/webp', 5162),
  ('00a116a9-ceba-5f47-8454-528752b6da3e.webp', '5980fe04-89c7-55bd-b117-8f37dc8964b5', 'w960', 960, 640, 'image/webp', 9526),
  ('99dfe3da-23da-5f3b-8f4e-301519cdf3e3.webp', '5980fe04-89c7-55bd-b117-8f37dc8964b5', 'w1600', 1600, 1067, 'image/webp', 16078),
  ('fe2f7cc0-cfff-5c45-8c21-ef17f8a58ac2.webp', '5980fe04-89c7-55bd-b117-8f37dc8964b5', 'social', 1200, 630, 'image/webp', 11532),
  ('cdc5e17d-7cfb-5588-95f6-b683466739da.webp', '966e4b43-a1eb-5bdc-a3f9-9bde41da20d0', 'original', 1800, 1200, 'image/webp', 9830),
  ('ccc68838-e832-5050-a38d-f1b7070f1643.webp', '966e4b43-a1eb-5bdc-a3f9-9bde41da20d0', 'w480', 480, 320, 'image/webp', 2650),
  ('3ba9e150-c8f5-5d85-9bdf-f65dd02d1d05.webp', '966e4b43-a1eb-5bdc-a3f9-9bde41da20d0', 'w960', 960, 640, 'image/webp', 4872),
  ('54aba511-69a0-562b-aaff-8102b48fbf43.webp', '966e4b43-a1eb-5bdc-a3f9-9bde41da20d0', 'w1600', 1600, 1067, 'image/webp', 8416),
  ('8dd289c8-149f-58ad-a312-cd9d00c86872.webp', '966e4b43-a1eb-5bdc-a3f9-9bde41da20d0', 'social', 1200, 630, 'image/webp', 5510),
  ('19127ccd-8f69-5260-b558-3aab7fdd718e.webp', '66b50fa2-1f79-5898-adac-1b469c2180e7', 'original', 1800, 1200, 'image/webp', 12474),
  ('f97d8330-b802-5cfb-8a65-a121767cad24.webp', '66b50fa2-1f79-5898-adac-1b469c2180e7', 'w480', 480, 320, 'image/webp', 3118),
  ('f22a0fa0-a14c-5219-ba6d-cedd849fba00.webp', '66b50fa2-1f79-5898-adac-1b469c2180e7', 'w960', 960, 640, 'image/webp', 6078),
  ('35d87894-44fb-575f-ac29-55d98e662d54.webp', '66b50fa2-1f79-5898-adac-1b469c2180e7', 'w1600', 1600, 1067, 'image/webp', 10432),
  ('ae8de9b6-ce80-57f2-823c-db94709ca96e.webp', '66b50fa2-1f79-5898-adac-1b469c2180e7', 'social', 1200, 630, 'image/webp', 7064),
  ('21cc985e-eb8f-5c51-b510-36ccb13f5bc7.webp', '39f70f18-df1d-5eb0-966d-40af271f1e8e', 'original', 1800, 1200, 'image/webp', 9168),
  ('52651acf-8c19-5317-938d-f35247af5afd.webp', '39f70f18-df1d-5eb0-966d-40af271f1e8e', 'w480', 480, 320, 'image/webp', 2080),
  ('85f3d567-a97b-59e4-a885-8184f3685c51.webp', '39f70f18-df1d-5eb0-966d-40af271f1e8e', 'w960', 960, 640, 'image/webp', 4120),
  ('e6eef266-c553-554b-8546-f0d51ed35d83.webp', '39f70f18-df1d-5eb0-966d-40af271f1e8e', 'w1600', 1600, 1067, 'image/webp', 7410),
  ('fa9d60bc-5d73-53b7-95a4-296b8fe2554d.webp', '39f70f18-df1d-5eb0-966d-40af271f1e8e', 'social', 1200, 630, 'image/webp', 4784),
  ('8ffd5842-dbf7-5fca-b56a-d6a8a2ecfcf0.webp', '611440c7-3539-5401-9e7f-b6bbd6f98426', 'original', 1800, 1200, 'image/webp', 14036),
  ('c8cbbd4d-d3ac-5471-a658-3c85318d6e05.webp', '611440c7-3539-5401-9e7f-b6bbd6f98426', 'w480', 480, 320, 'image/webp', 3790),
  ('76af83d0-83b9-549f-b2c9-685acf0ecfa5.webp', '611440c7-3539-5401-9e7f-b6bbd6f98426', 'w960', 960, 640, 'image/webp', 7020),
  ('685be32c-4bea-5d26-848e-5fd8995c5f8a.webp', '611440c7-3539-5401-9e7f-b6bbd6f98426', 'w1600', 1600, 1067, 'image/webp', 11848),
  ('c8fc9536-c151-5b01-8c33-fbf70464bac7.webp', '611440c7-3539-5401-9e7f-b6bbd6f98426', 'social', 1200, 630, 'image/webp', 7796),
  ('253e1e34-b623-5f59-bd04-902d71d78975.webp', '0c4be431-a7ff-5044-990c-358d180fb147', 'original', 1800, 1200, 'image/webp', 13438),
  ('1397f43c-8e86-5e64-a39c-17da21d2640a.webp', '0c4be431-a7ff-5044-990c-358d180fb147', 'w480', 480, 320, 'image/webp', 3366),
  ('2a59bd5f-f937-5bf5-9b9a-d6d70ab66220.webp', '0c4be431-a7ff-5044-990c-358d180fb147', 'w960', 960, 640, 'image/webp', 6318),
  ('5edfee7c-861a-5534-88bb-c0f355c08986.webp', '0c4be431-a7ff-5044-990c-358d180fb147', 'w1600', 1600, 1067, 'image/webp', 11554),
  ('0d3a7bac-7709-56dd-9a7b-85d6e32912a2.webp', '0c4be431-a7ff-5044-990c-358d180fb147', 'social', 1200, 630, 'image/webp', 7140),
  ('e8be5e20-a2b9-55bd-9d74-e52402c1197c.webp', '616fb60b-7382-5012-8652-5cb69b6ac22a', 'original', 1800, 1200, 'image/webp', 9864),
  ('63b67277-35e0-5058-9b4e-6147a58b7b22.webp', '616fb60b-7382-5012-8652-5cb69b6ac22a', 'w480', 480, 320, 'image/webp', 2552),
  ('939b4d83-24bc-59dc-8c4a-813007abf41f.webp', '616fb60b-7382-5012-8652-5cb69b6ac22a', 'w960', 960, 640, 'image/webp', 4924),
  ('72a257ae-4d85-5100-a546-f9f67073213f.webp', '616fb60b-7382-5012-8652-5cb69b6ac22a', 'w1600', 1600, 1067, 'image/webp', 8436),
  ('f28abaee-dfa3-57e7-bf54-c3fd8ca4a143.webp', '616fb60b-7382-5012-8652-5cb69b6ac22a', 'social', 1200, 630, 'image/webp', 5718),
  ('bbf3259f-8d38-57cc-8029-8a176dbfde90.webp', '0f5dd2db-fd28-53c1-ba2c-bbc36bc9daba', 'original', 1800, 1200, 'image/webp', 16784),
  ('3801ad63-95ce-5128-b780-81dc8fc752c1.webp', '0f5dd2db-fd28-53c1-ba2c-bbc36bc9daba', 'w480', 480, 320, 'image/webp', 4040),
  ('76692084-9f22-5967-9464-0aed83593c16.webp', '0f5dd2db-fd28-53c1-ba2c-bbc36bc9daba', 'w960', 960, 640, 'image/webp', 7964),
  ('fb827aa4-8eb0-5221-83ef-4d0d4d7603f9.webp', '0f5dd2db-fd28-53c1-ba2c-bbc36bc9daba', 'w1600', 1600, 1067, 'image/webp', 13584),
  ('2bb18b82-fc2e-50fc-8bd6-5e4324d657dc.webp', '0f5dd2db-fd28-53c1-ba2c-bbc36bc9daba', 'social', 1200, 630, 'image/webp', 9828),
  ('e1fc8714-3102-5d77-b1cb-1cf44f6e24ba.webp', 'b45b94f6-9b84-54b8-b176-66839f66f76d', 'original', 1800, 1200, 'image/webp', 11028),
  ('b0b42491-f62e-5579-b378-4d3eeef9ceeb.webp', 'b45b94f6-9b84-54b8-b176-66839f66f76d', 'w480', 480, 320, 'image/webp', 2694),
  ('94bb7dd8-a1ab-5fbb-91b9-7b743a6b39d0.webp', 'b45b94f6-9b84-54b8-b176-66839f66f76d', 'w960', 960, 640, 'image/webp', 5392),
  ('d66e8ade-6834-5755-afc9-78d424d3c3fe.webp', 'b45b94f6-9b84-54b8-b176-66839f66f76d', 'w1600', 1600, 1067, 'image/webp', 9482),
  ('5bdd5fba-a638-5883-9c0c-f9b173d7961f.webp', 'b45b94f6-9b84-54b8-b176-66839f66f76d', 'social', 1200, 630, 'image/webp', 6242),
  ('790ac222-c14b-55fd-aec8-8234f5a1ef99.webp', '3f110379-c6c1-503b-a3e7-3d936b13fd4d', 'original', 1800, 1200, 'image/webp', 24076),
  ('d9397693-add7-50e0-8ad8-05aac8a769ee.webp', '3f110379-c6c1-503b-a3e7-3d936b13fd4d', 'w480', 480, 320, 'image/webp', 5612),
  ('c000c7c0-e077-51e2-aed1-4ea7cfdfaefc.webp', '3f110379-c6c1-503b-a3e7-3d936b13fd4d', 'w960', 960, 640, 'image/webp', 11528),
  ('96a87c47-0012-595d-b4e5-027460f55327.webp', '3f110379-c6c1-503b-a3e7-3d936b13fd4d', 'w1600', 1600, 1067, 'image/webp', 19840),
  ('41789d7b-c96d-5ec8-bc55-79de1929621f.webp', '3f110379-c6c1-503b-a3e7-3d936b13fd4d', 'social', 1200, 630, 'image/webp', 13332),
  ('442d8ef9-5bee-51ec-ba77-d4f1489fcbe5.webp', 'c9850b1f-4890-59ed-92f2-8dd19a8cff73', 'original', 1800, 1200, 'image/webp', 15360),
  ('2df11b63-39a1-5131-b089-395ec8ddbeea.webp', 'c9850b1f-4890-59ed-92f2-8dd19a8cff73', 'w480', 480, 320, 'image/webp', 3418),
  ('afb617ac-4805-5d4a-a392-68dfe1d2397d.webp', 'c9850b1f-4890-59ed-92f2-8dd19a8cff73', 'w960', 960, 640, 'image/webp', 7058),
  ('591e043d-6bfd-5bb9-9006-2ff22c4c43dd.webp', 'c9850b1f-4890-59ed-92f2-8dd19a8cff73', 'w1600', 1600, 1067, 'image/webp', 12578),
  ('be98c6a4-3db4-56b0-b476-5ffe16462745.webp', 'c9850b1f-4890-59ed-92f2-8dd19a8cff73', 'social', 1200, 630, 'image/webp', 7430),
  ('b286443e-51f8-5d39-96a7-43afa4d387fc.webp', 'e8562535-c0ea-5643-8e24-a4a579269bb3', 'original', 1800, 1200, 'image/webp', 19164),
  ('4b76c4ba-1a93-5845-84bf-2b5ccfd1fac8.webp', 'e8562535-c0ea-5643-8e24-a4a579269bb3', 'w480', 480, 320, 'image/webp', 4416),
  ('d0476899-73e0-5962-a57c-ab4010c38113.webp', 'e8562535-c0ea-5643-8e24-a4a579269bb3', 'w960', 960, 640, 'image/webp', 9116),
  ('2d456e60-1ab5-5fda-a802-bb6543d88b7f.webp', 'e8562535-c0ea-5643-8e24-a4a579269bb3', 'w1600', 1600, 1067, 'image/webp', 15742),
  ('65a5fc1b-b3de-50ed-923d-44f031c6e977.webp', 'e8562535-c0ea-5643-8e24-a4a579269bb3', 'social', 1200, 630, 'image/webp', 10904),
  ('02e48a27-15ac-5ee0-bae9-daa5248e598d.webp', '08886824-e898-5b43-b443-30aa68bf1376', 'original', 1800, 1200, 'image/webp', 21818),
  ('7a1f064b-8d1b-5a9d-9e38-7400d31862c7.webp', '08886824-e898-5b43-b443-30aa68bf1376', 'w480', 480, 320, 'image/webp', 5050),
  ('4b3dfd4d-fded-5492-b24d-35709787532e.webp', '08886824-e898-5b43-b443-30aa68bf1376', 'w960', 960, 640, 'image/webp', 10410),
  ('0d082698-605a-576b-9f41-80a48ee3c7c0.webp', '08886824-e898-5b43-b443-30aa68bf1376', 'w1600', 1600, 1067, 'image/webp', 18214),
  ('48c31086-b031-568b-bb50-a31a6942614c.webp', '08886824-e898-5b43-b443-30aa68bf1376', 'social', 1200, 630, 'image/webp', 10198),
  ('f9af128b-0862-5f7c-ae1b-3d563905ea99.webp', '5d1f2aef-eb24-58a7-b619-6dcee8033273', 'original', 1800, 1200, 'image/webp', 15892),
  ('0f129df4-b503-53ae-bd5f-182f5b34bc32.webp', '5d1f2aef-eb24-58a7-b619-6dcee8033273', 'w480', 480, 320, 'image/webp', 3842),
  ('cbb6f411-0114-5756-b01a-b6436a7761ab.webp', '5d1f2aef-eb24-58a7-b619-6dcee8033273', 'w960', 960, 640, 'image/webp', 7394),
  ('d913128b-839a-53e8-be4b-d98a21b4adca.webp', '5d1f2aef-eb24-58a7-b619-6dcee8033273', 'w1600', 1600, 1067, 'image/webp', 12990),
  ('89367c1d-6c24-5651-8831-bded8ee33925.webp', '5d1f2aef-eb24-58a7-b619-6dcee8033273', 'social', 1200, 630, 'image/webp', 8666),
  ('6dec1204-5282-5da9-bae5-8555eef0b045.webp', '0765f3eb-2401-5b9f-b95c-c4a20a4a4d92', 'original', 1800, 1200, 'image/webp', 17064),
  ('c1273c46-0141-5921-9b9e-6b7a96a27b4d.webp', '0765f3eb-2401-5b9f-b95c-c4a20a4a4d92', 'w480', 480, 320, 'image/webp', 4326),
  ('0effd0bf-5311-5b68-a107-6ff15c19fb75.webp', '0765f3eb-2401-5b9f-b95c-c4a20a4a4d92', 'w960', 960, 640, 'image/webp', 8330),
  ('cbefb1d0-7050-5734-b38a-5fc85afd4441.webp', '0765f3eb-2401-5b9f-b95c-c4a20a4a4d92', 'w1600', 1600, 1067, 'image/webp', 14282),
  ('e518979a-421d-5e1f-9aca-9b5f39162877.webp', '0765f3eb-2401-5b9f-b95c-c4a20a4a4d92', 'social', 1200, 630, 'image/webp', 9040),
  ('ee8ff140-2989-526e-a9e1-dfc050387399.webp', '1c9bf5b2-f82a-58ae-9d7a-6ff90605254b', 'original', 1800, 1200, 'image/webp', 9440),
  ('8b198cc6-a1ee-5384-903c-2d0a47d602ac.webp', '1c9bf5b2-f82a-58ae-9d7a-6ff90605254b', 'w480', 480, 320, 'image/webp', 2520),
  ('a72116dd-3cef-5795-aff9-0144fb1561f4.webp', '1c9bf5b2-f82a-58ae-9d7a-6ff90605254b', 'w960', 960, 640, 'image/webp', 4970),
  ('c2c34f7d-1a3c-5c46-bf1f-0c30ce8d3653.webp', '1c9bf5b2-f82a-58ae-9d7a-6ff90605254b', 'w1600', 1600, 1067, 'image/webp', 8156),
  ('8815cdfd-7415-5363-830c-d6be1eb46efd.webp', '1c9bf5b2-f82a-58ae-9d7a-6ff90605254b', 'social', 1200, 630, 'image/webp', 5512),
  ('d3b952fb-16a8-5f81-880d-fb77f4536863.webp', 'eabae1ef-88bc-50b7-9ae7-c9c685132d83', 'original', 800, 800, 'image/webp', 6544),
  ('209b1c96-68fd-57dd-82b3-ae1289022f83.webp', 'eabae1ef-88bc-50b7-9ae7-c9c685132d83', 'w480', 480, 480, 'image/webp', 3826),
  ('4071589e-b0d5-51f9-875c-46071244b595.webp', 'eabae1ef-88bc-50b7-9ae7-c9c685132d83', 'social', 1200, 630, 'image/webp', 6348),
  ('4d48a3d1-60a6-507c-ab04-31300da2bf76.webp', 'a94279af-b572-508b-b54a-56086118e498', 'original', 800, 800, 'image/webp', 7620),
  ('e2e1ea6f-304e-53c8-8337-8413a4b353c1.webp', 'a94279af-b572-508b-b54a-56086118e498', 'w480', 480, 480, 'image/webp', 4374),
  ('7ebdb978-53a4-5837-b71e-3d963a38c4a6.webp', 'a94279af-b572-508b-b54a-56086118e498', 'social', 1200, 630, 'image/webp', 7682),
  ('5f4b4397-1429-5a7a-801b-1068fee2461e.webp', '59acab9f-dff6-57e2-8661-310e75a82b2b', 'original', 800, 800, 'image/webp', 7738),
  ('dbdf871c-9ff5-5dea-a938-ca8ddd430e4f.webp', '59acab9f-dff6-57e2-8661-310e75a82b2b', 'w480', 480, 480, 'image/webp', 4522),
  ('afda9ce8-32e1-5a8e-9df6-a1b6bd2bad51.webp', '59acab9f-dff6-57e2-8661-310e75a82b2b', 'social', 1200, 630, 'image/webp', 7590),
  ('df7c485a-10d3-5b18-8ba1-f71dd50dca04.webp', '236e8b88-5ee0-59c4-89b0-1a7be3bac6b7', 'original', 414, 180, 'image/webp', 4306),
  ('84a13a83-ce34-5fde-b8cd-93e1eabe4009.webp', '236e8b88-5ee0-59c4-89b0-1a7be3bac6b7', 'social', 1200, 630, 'image/webp', 7716),
  ('de5c7b17-6445-5621-9157-fb48f0d5b7a0.webp', '4d8cee6e-9bb3-5759-a0f8-0349446229fd', 'original', 843, 180, 'image/webp', 7440),
  ('67efe2fc-c8d5-504f-81bf-89497c733b42.webp', '4d8cee6e-9bb3-5759-a0f8-0349446229fd', 'w480', 480, 102, 'image/webp', 4552),
  ('4584dd52-fc59-5907-b30e-4b6464f11950.webp', '4d8cee6e-9bb3-5759-a0f8-0349446229fd', 'social', 1200, 630, 'image/webp', 9588),
  ('cd903932-bcfc-5b7b-acc7-851a1479d166.webp', 'd2a1019e-ab17-5a5c-beba-6a70da1eb1ec', 'original', 531, 180, 'image/webp', 5090),
  ('76eeaf92-009e-5dcc-bec8-fe96ef408e27.webp', 'd2a1019e-ab17-5a5c-beba-6a70da1eb1ec', 'w480', 480, 163, 'image/webp', 4782),
  ('6b4f72ff-4b21-593f-a67d-09dc567dbf8c.webp', 'd2a1019e-ab17-5a5c-beba-6a70da1eb1ec', 'social', 1200, 630, 'image/webp', 8766),
  ('9741d314-2358-5970-a759-9a4241571f51.webp', 'f5e115ae-eb42-54e4-9bc6-e253459eea41', 'original', 843, 180, 'image/webp', 7164),
  ('fa134b86-b831-58d3-b60a-3653555f89ee.webp', 'f5e115ae-eb42-54e4-9bc6-e253459eea41', 'w480', 480, 102, 'image/webp', 4536),
  ('90db77c6-6b0f-5d2a-9bf9-c627264c5ad2.webp', 'f5e115ae-eb42-54e4-9bc6-e253459eea41', 'social', 1200, 630, 'image/webp', 9910),
  ('3ce00bc6-3220-5461-bde7-182f3e12d196.webp', 'a77219ef-c27b-5e05-90ff-79abdc8e2f58', 'original', 648, 180, 'image/webp', 6426),
  ('1a8e125f-8fdb-5730-b9a9-0b9c6a2b10fd.webp', 'a77219ef-c27b-5e05-90ff-79abdc8e2f58', 'w480', 480, 133, 'image/webp', 5090),
  ('6138345f-e08e-5d90-8005-2084b82f20ee.webp', 'a77219ef-c27b-5e05-90ff-79abdc8e2f58', 'social', 1200, 630, 'image/webp', 10072),
  ('23bb4fce-dcc7-53ba-a68b-d5aa6fb4988b.webp', 'ac1fbd20-8170-5765-9aa8-7ce21ecbb7a0', 'original', 1155, 180, 'image/webp', 9240),
  ('f1fbc0e9-00b5-550d-b2bd-ae275902d1e2.webp', 'ac1fbd20-8170-5765-9aa8-7ce21ecbb7a0', 'w480', 480, 75, 'image/webp', 4116),
  ('d83375d8-b450-5dd6-90b0-1b02c0a38431.webp', 'ac1fbd20-8170-5765-9aa8-7ce21ecbb7a0', 'w960', 960, 150, 'image/webp', 7820),
  ('67dbe202-9cce-54f1-bd72-4640daa878b8.webp', 'ac1fbd20-8170-5765-9aa8-7ce21ecbb7a0', 'social', 1200, 630, 'image/webp', 9070),
  ('d21c1464-437b-50eb-b296-b4bbbf58b4cb.webp', '4f5712a0-8611-50ac-82be-dd5d116b9512', 'original', 288, 288, 'image/webp', 10044),
  ('31ac39cc-f712-5d32-98b6-b1ec9d748bf9.webp', '4f5712a0-8611-50ac-82be-dd5d116b9512', 'social', 1200, 630, 'image/webp', 22750),
  ('5408b655-3956-5092-b764-ea55ccc81d03.webp', '2377f54c-8f75-5305-837c-d6a7f0d76a1b', 'original', 288, 288, 'image/webp', 10790),
  ('024699ff-97af-568d-8c15-8659511f1c04.webp', '2377f54c-8f75-5305-837c-d6a7f0d76a1b', 'social', 1200, 630, 'image/webp', 24820),
  ('4d2a683d-40b2-5378-acc7-6ee07b4993b4.webp', 'a8d8f7d2-f7be-5331-a3e2-0fff1420d488', 'original', 288, 288, 'image/webp', 10932),
  ('911e4382-903b-5b65-b2c8-955c69ce6841.webp', 'a8d8f7d2-f7be-5331-a3e2-0fff1420d488', 'social', 1200, 630, 'image/webp', 25436),
  ('2ca273d4-bb82-57ea-b272-f13da1ef17cf.webp', '6bba61ff-85d3-5c48-9e8d-1b4364a2e968', 'original', 288, 288, 'image/webp', 11080),
  ('0418fa63-4110-5b8c-9818-1d73f265df83.webp', '6bba61ff-85d3-5c48-9e8d-1b4364a2e968', 'social', 1200, 630, 'image/webp', 26076);
insert into storage.objects (bucket_id, name, metadata, user_metadata) values
  ('media', '22957939-4953-50b2-82a2-98277406ee29.webp', '{"eTag":"\"8b3238bb73c04706d2b97c7dc696e7e1\"","size":24636,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":24636,"httpStatusCode":200}'::jsonb, '{"width":1920,"height":1080,"contentType":"image/webp","bytes":24636}'::jsonb),
  ('media', '893d2d1a-bdbe-5bcc-8740-98143aa744e1.webp', '{"eTag":"\"f33595d64a3e525bf2a58d9843eeee95\"","size":5672,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":5672,"httpStatusCode":200}'::jsonb, '{"width":480,"height":270,"contentType":"image/webp","bytes":5672}'::jsonb),
  ('media', '418d15d7-78b6-5492-b742-009f8ec915c9.webp', '{"eTag":"\"f39401245183e2f9574e8406a5f5aa02\"","size":11690,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":11690,"httpStatusCode":200}'::jsonb, '{"width":960,"height":540,"contentType":"image/webp","bytes":11690}'::jsonb),
  ('media', 'e7455685-68eb-57b2-9456-0751ae068911.webp', '{"eTag":"\"08f2468d040c4d5887fe88492aaa72c2\"","size":19628,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":19628,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":900,"contentType":"image/webp","bytes":19628}'::jsonb),
  ('media', '53c085f9-f744-5fa0-8920-86b0e46bb630.webp', '{"eTag":"\"6db4b139186a816c48968618c0a4277b\"","size":14274,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":14274,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":14274}'::jsonb),
  ('media', 'f5c4e093-1677-5ae0-900a-eb4873d9b4a5.webp', '{"eTag":"\"fe4813cc419437bb66872c2cf4e0507a\"","size":14464,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":14464,"httpStatusCode":200}'::jsonb, '{"width":1920,"height":1080,"contentType":"image/webp","bytes":14464}'::jsonb),
  ('media', 'd976df16-78bc-5a4f-b250-2159b11bdeef.webp', '{"eTag":"\"b93bb023d0bd6ea5cd259dc885e5c493\"","size":3776,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":3776,"httpStatusCode":200}'::jsonb, '{"width":480,"height":270,"contentType":"image/webp","bytes":3776}'::jsonb),
  ('media', '6503d8d5-dae1-572a-9c44-e0d5591d781d.webp', '{"eTag":"\"8c6cf06aba48054477605bd5371c0caa\"","size":6734,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":6734,"httpStatusCode":200}'::jsonb, '{"width":960,"height":540,"contentType":"image/webp","bytes":6734}'::jsonb),
  ('media', '1d22652f-850c-5069-829f-2042a2660843.webp', '{"eTag":"\"ff89b1b18ba40a3a537341d28c7de793\"","size":10956,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":10956,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":900,"contentType":"image/webp","bytes":10956}'::jsonb),
  ('media', '12901dd3-efd1-5b1b-887b-cb423113aa8c.webp', '{"eTag":"\"8a88653c899afcd755a8631fafc0064c\"","size":8210,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":8210,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":8210}'::jsonb),
  ('media', 'd8c0da55-1b7d-5a23-a48a-c580170a1379.webp', '{"eTag":"\"b88bb7ee16bdafb4452eeb45f88e5abc\"","size":18082,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":18082,"httpStatusCode":200}'::jsonb, '{"width":1920,"height":1080,"contentType":"image/webp","bytes":18082}'::jsonb),
  ('media', '0e8663c5-3f7d-5e76-85f6-8e813d859880.webp', '{"eTag":"\"b322300a25796ceb9a026174f1714715\"","size":4562,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":4562,"httpStatusCode":200}'::jsonb, '{"width":480,"height":270,"contentType":"image/webp","bytes":4562}'::jsonb),
  ('media', '28ad8dea-be28-5e16-88af-15d1b54ea213.webp', '{"eTag":"\"d2fa148fc7c835b2e28f375c3f1df853\"","size":8642,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":8642,"httpStatusCode":200}'::jsonb, '{"width":960,"height":540,"contentType":"image/webp","bytes":8642}'::jsonb),
  ('media', 'ab6977c9-d5d0-501c-8193-f3247f5740e9.webp', '{"eTag":"\"4a05158620a05145e87a9c97fa46ef6f\"","size":14198,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":14198,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":900,"contentType":"image/webp","bytes":14198}'::jsonb),
  ('media', '77167511-9acb-5dff-9141-12d35e9ae976.webp', '{"eTag":"\"cf2ccf72c35e88ea29eaaebf3ab630a3\"","size":10468,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":10468,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":10468}'::jsonb),
  ('media', '3139cdb9-c63c-5dcd-8735-bd20c9195cf9.webp', '{"eTag":"\"bc4ba29610f33c682acaf197b37310a6\"","size":17982,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":17982,"httpStatusCode":200}'::jsonb, '{"width":1920,"height":1080,"contentType":"image/webp","bytes":17982}'::jsonb),
  ('media', '42798471-1638-5076-a2b8-2b2d94069d98.webp', '{"eTag":"\"7b9e3f81e6cca46c992669f84608a6d7\"","size":3912,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":3912,"httpStatusCode":200}'::jsonb, '{"width":480,"height":270,"contentType":"image/webp","bytes":3912}'::jsonb),
  ('media', '2b08fb50-3123-5e2d-8190-c976af647de8.webp', '{"eTag":"\"3eb9a3288fd4527192b926e84dfc8ec4\"","size":7862,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":7862,"httpStatusCode":200}'::jsonb, '{"width":960,"height":540,"contentType":"image/webp","bytes":7862}'::jsonb),
  ('media', '6da568d0-66de-57a6-a62e-2e419d2aad44.webp', '{"eTag":"\"d0272e604bfe5ae9aa11d44c83d2178b\"","size":14024,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":14024,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":900,"contentType":"image/webp","bytes":14024}'::jsonb),
  ('media', '4385d94c-e1fb-5d86-ac8a-ba9ba1674b78.webp', '{"eTag":"\"e8e8f2d27252266850ab6e7cedff4b36\"","size":9626,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":9626,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":9626}'::jsonb),
  ('media', '57e4e951-04e0-572d-b6e5-abc82ac2335d.webp', '{"eTag":"\"d3e770ac94623905d9867cb3a24a0389\"","size":18598,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":18598,"httpStatusCode":200}'::jsonb, '{"width":1800,"height":1200,"contentType":"image/webp","bytes":18598}'::jsonb),
  ('media', 'e7c1f221-806a-580b-94c2-74f9c622ec10.webp', '{"eTag":"\"8296aa5ce004187bfcaf7e24a7f541b8\"","size":4862,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":4862,"httpStatusCode":200}'::jsonb, '{"width":480,"height":320,"contentType":"image/webp","bytes":4862}'::jsonb),
  ('media', 'a40c886e-1c43-5813-b3f8-82a6598ebdbd.webp', '{"eTag":"\"fa0da208ff08cabda0692cc50e5ab94c\"","size":9202,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":9202,"httpStatusCode":200}'::jsonb, '{"width":960,"height":640,"contentType":"image/webp","bytes":9202}'::jsonb),
  ('media', '5e474a1c-eb33-5a5a-85f2-f07a9e9af48e.webp', '{"eTag":"\"b880d84cf111e93bb9d0af948290f10f\"","size":15346,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":15346,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":1067,"contentType":"image/webp","bytes":15346}'::jsonb),
  ('media', '1f35ef3c-9855-524b-8b3a-729ef150d4bf.webp', '{"eTag":"\"34da4a10b1a0e60d24e4bcb890bff486\"","size":10336,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":10336,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":10336}'::jsonb),
  ('media', '38d255e6-d5d6-5a55-a742-b16a15e7e154.webp', '{"eTag":"\"239099bbad79630ec5f0ff50e5b32cd0\"","size":23366,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":23366,"httpStatusCode":200}'::jsonb, '{"width":1800,"height":1200,"contentType":"image/webp","bytes":23366}'::jsonb),
  ('media', 'c3a9c392-1ef2-5c1d-ada7-3a3649336276.webp', '{"eTag":"\"59be3e5df1f3aaa1d86eca40220a1680\"","size":5392,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":5392,"httpStatusCode":200}'::jsonb, '{"width":480,"height":320,"contentType":"image/webp","bytes":5392}'::jsonb),
  ('media', 'fe718d4d-b389-56df-a904-5ee03d68d68e.webp', '{"eTag":"\"37ba2c7c6b2396f0627e7d9c90e525be\"","size":11280,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":11280,"httpStatusCode":200}'::jsonb, '{"width":960,"height":640,"contentType":"image/webp","bytes":11280}'::jsonb),
  ('media', 'f742aa51-5413-5d24-ae48-82578818b181.webp', '{"eTag":"\"ef14b1ac35808b67313ebdce21460f60\"","size":19400,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":19400,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":1067,"contentType":"image/webp","bytes":19400}'::jsonb),
  ('media', 'd66b520f-5568-521d-82ca-d3fcac5c1e9f.webp', '{"eTag":"\"d190bc0062634392c635cb19327975e1\"","size":12612,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":12612,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":12612}'::jsonb),
  ('media', '9b00cf97-0c8f-5b30-8f42-c06d7c6b4818.webp', '{"eTag":"\"63efe35f6ec8a8c019388a22d4ff2e9c\"","size":11844,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":11844,"httpStatusCode":200}'::jsonb, '{"width":1800,"height":1200,"contentType":"image/webp","bytes":11844}'::jsonb),
  ('media', '06b887af-3d71-51e9-80ee-ff51426a846d.webp', '{"eTag":"\"67b1cc5710c42e89182ff0f25fa671ea\"","size":2878,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":2878,"httpStatusCode":200}'::jsonb, '{"width":480,"height":320,"contentType":"image/webp","bytes":2878}'::jsonb),
  ('media', '6f1c520e-f1e3-5418-a53f-9a86b223096c.webp', '{"eTag":"\"0dac215a4be84b669a7600029b11c066\"","size":5478,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":5478,"httpStatusCode":200}'::jsonb, '{"width":960,"height":640,"contentType":"image/webp","bytes":5478}'::jsonb),
  ('media', '0975ef98-70e8-59e2-b1bb-95197cbdf906.webp', '{"eTag":"\"5f097bd07bf70a4322213924b4e9531f\"","size":9838,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":9838,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":1067,"contentType":"image/webp","bytes":9838}'::jsonb),
  ('media', '2d4024be-cacd-55ef-972d-985cef1bbcd4.webp', '{"eTag":"\"bfe331d5c7584a6cff6808c215703d67\"","size":6738,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":6738,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":6738}'::jsonb),
  ('media', 'c6913f96-1eb3-5084-8a75-3a5a246ae011.webp', '{"eTag":"\"2fb99acd6218fa3d79f9692ae55a502a\"","size":13128,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":13128,"httpStatusCode":200}'::jsonb, '{"width":1800,"height":1200,"contentType":"image/webp","bytes":13128}'::jsonb),
  ('media', '33854b9b-fe77-5c69-990f-efb4c15f2588.webp', '{"eTag":"\"7e86c925b3bd4208a0b5aeab921a1f3e\"","size":3496,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":3496,"httpStatusCode":200}'::jsonb, '{"width":480,"height":320,"contentType":"image/webp","bytes":3496}'::jsonb),
  ('media', '4248dd00-81a2-5b1d-bc96-824c919dcc29.webp', '{"eTag":"\"a92abd7e9fd7ee59eb2033248765d941\"","size":6546,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":6546,"httpStatusCode":200}'::jsonb, '{"width":960,"height":640,"contentType":"image/webp","bytes":6546}'::jsonb),
  ('media', '79e7d914-5535-53a1-a3f5-d9ba61ce0c2e.webp', '{"eTag":"\"e7f13e9c9129f9d37babb49c961dac75\"","size":10792,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":10792,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":1067,"contentType":"image/webp","bytes":10792}'::jsonb),
  ('media', '20c30c48-e242-5ea9-9ab3-220a7e48035f.webp', '{"eTag":"\"c98c719b32890797d15b3c68dcb110b4\"","size":7868,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":7868,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":7868}'::jsonb),
  ('media', '556df805-c4cf-5796-a1a1-3dc02a2b6af7.webp', '{"eTag":"\"48768d06f477db97aa724829845d446c\"","size":9364,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":9364,"httpStatusCode":200}'::jsonb, '{"width":1800,"height":1200,"contentType":"image/webp","bytes":9364}'::jsonb),
  ('media', '6a1147e2-fc1f-5a47-a19b-267afebf90df.webp', '{"eTag":"\"7ebae341690acf9d5309cfc528da7d98\"","size":2482,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":2482,"httpStatusCode":200}'::jsonb, '{"width":480,"height":320,"contentType":"image/webp","bytes":2482}'::jsonb),
  ('media', 'b91d18c8-ef47-5089-a976-93a19d1d5aee.webp', '{"eTag":"\"84cbe5b9ca21b9629ac55bd5ed701c7a\"","size":4698,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":4698,"httpStatusCode":200}'::jsonb, '{"width":960,"height":640,"contentType":"image/webp","bytes":4698}'::jsonb),
  ('media', '3bb6a190-7b48-5d02-9020-24827aefb673.webp', '{"eTag":"\"cd3e93203c8c48805fccb2a70161a29f\"","size":8026,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":8026,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":1067,"contentType":"image/webp","bytes":8026}'::jsonb),
  ('media', '5ece9af9-3f07-575d-a71d-4d1cb0ab01e3.webp', '{"eTag":"\"73bbe52e7b94d18486b95e3fd1fcc2e5\"","size":5558,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":5558,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":5558}'::jsonb),
  ('media', 'e66e78be-9643-5095-ab21-19b99cd58973.webp', '{"eTag":"\"a50929a5ab6c503ad102f6f3595bfc12\"","size":11324,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":11324,"httpStatusCode":200}'::jsonb, '{"width":1800,"height":1200,"contentType":"image/webp","bytes":11324}'::jsonb),
  ('media', 'be810966-65f2-5255-b930-dd961e392593.webp', '{"eTag":"\"62fbe0191ba6c95697894c2a87f4d4a8\"","size":2580,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":2580,"httpStatusCode":200}'::jsonb, '{"width":480,"height":320,"contentType":"image/webp","bytes":2580}'::jsonb),
  ('media', 'f4cd6ddc-8f4c-5e52-8f02-4677844afccb.webp', '{"eTag":"\"90d322eae3de8595ce409243bfce2ac8\"","size":5308,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":5308,"httpStatusCode":200}'::jsonb, '{"width":960,"height":640,"contentType":"image/webp","bytes":5308}'::jsonb),
  ('media', '359f31d2-acfd-533d-bfd2-03c674a1064b.webp', '{"eTag":"\"89a0b3e858abb6f145f50ba78a15b021\"","size":9418,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":9418,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":1067,"contentType":"image/webp","bytes":9418}'::jsonb),
  ('media', 'd4425618-e801-552f-8c56-620f74fb6913.webp', '{"eTag":"\"ce16be05fdd4ef37dc7ae3aacc399776\"","size":6440,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":6440,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":6440}'::jsonb),
  ('media', '3f9332a9-6216-5595-be80-36afdd393e67.webp', '{"eTag":"\"7e44099e84c98a63eb72b7cb6800a4a1\"","size":15240,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":15240,"httpStatusCode":200}'::jsonb, '{"width":1800,"height":1200,"contentType":"image/webp","bytes":15240}'::jsonb),
  ('media', 'db5139ed-c1d3-5edd-8759-0013bca1005f.webp', '{"eTag":"\"272f2b10b576c0adbaf571aa1c44b35f\"","size":3668,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":3668,"httpStatusCode":200}'::jsonb, '{"width":480,"height":320,"contentType":"image/webp","bytes":3668}'::jsonb),
  ('media', '642b0421-2392-5d61-a5aa-4ed90995fe65.webp', '{"eTag":"\"b732a466143b91fb7293ab48642669f0\"","size":7062,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":7062,"httpStatusCode":200}'::jsonb, '{"width":960,"height":640,"contentType":"image/webp","bytes":7062}'::jsonb),
  ('media', 'd73fa91d-985b-5e54-a93a-fdc111502146.webp', '{"eTag":"\"f0344724060dea783e0a481afafe9cfb\"","size":12422,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":12422,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":1067,"contentType":"image/webp","bytes":12422}'::jsonb),
  ('media', '4c4bafa1-3066-515c-87e1-c4bcc0ff29ad.webp', '{"eTag":"\"2ecdae6077fae02270f77f1d4af36642\"","size":8030,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":8030,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":8030}'::jsonb),
  ('media', 'c33845f0-96e0-5ffc-9776-594c159949f8.webp', '{"eTag":"\"e5bd6cf1a7a4e9790e6a56bc40e72521\"","size":12158,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":12158,"httpStatusCode":200}'::jsonb, '{"width":1800,"height":1200,"contentType":"image/webp","bytes":12158}'::jsonb),
  ('media', '20255d47-de96-51fe-b1a9-a5cd5122fff6.webp', '{"eTag":"\"c616ac2f5d81844935453df9811a5346\"","size":3242,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":3242,"httpStatusCode":200}'::jsonb, '{"width":480,"height":320,"contentType":"image/webp","bytes":3242}'::jsonb),
  ('media', 'c9076875-eef9-5c8a-8f15-74e57f9025d6.webp', '{"eTag":"\"7d6b2fbda53d8a04da460291ed9b1c92\"","size":6196,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":6196,"httpStatusCode":200}'::jsonb, '{"width":960,"height":640,"contentType":"image/webp","bytes":6196}'::jsonb),
  ('media', '67cdbee0-a405-5786-b4d6-9ce6c5395cce.webp', '{"eTag":"\"9a5f1503713bc0be2f548fb974e49ebd\"","size":10186,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":10186,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":1067,"contentType":"image/webp","bytes":10186}'::jsonb),
  ('media', 'd75c6ce6-0104-5d2c-aeee-dda46743a1fb.webp', '{"eTag":"\"779678b9faa63a2415969ae9c2f2f899\"","size":7338,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":7338,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":7338}'::jsonb),
  ('media', 'a34d715d-eca2-5d7a-890f-b9dd14d7e018.webp', '{"eTag":"\"26b236d42caf902779fa3b38d23230f9\"","size":9738,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":9738,"httpStatusCode":200}'::jsonb, '{"width":1800,"height":1200,"contentType":"image/webp","bytes":9738}'::jsonb),
  ('media', 'b91a9d72-83f2-50ba-aeff-17dfbd183aaa.webp', '{"eTag":"\"856afe398741761dcab7133cd7600dd4\"","size":2532,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":2532,"httpStatusCode":200}'::jsonb, '{"width":480,"height":320,"contentType":"image/webp","bytes":2532}'::jsonb),
  ('media', '9bd0bb5b-2edc-519b-a6c5-834386d12a9e.webp', '{"eTag":"\"440698d0efb7be7f3904ad0213e3b4e2\"","size":4552,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":4552,"httpStatusCode":200}'::jsonb, '{"width":960,"height":640,"contentType":"image/webp","bytes":4552}'::jsonb),
  ('media', 'a96b4d6e-7f56-5ccb-a638-e5aff1e903c5.webp', '{"eTag":"\"fa27eeffde254a7ab9af0cd3d93b5712\"","size":8064,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":8064,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":1067,"contentType":"image/webp","bytes":8064}'::jsonb),
  ('media', '0d17b5cc-9ede-51ab-97c1-e95ee6400770.webp', '{"eTag":"\"9c0de6fd828db061ce5ebdd8995c627c\"","size":5546,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":5546,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":5546}'::jsonb),
  ('media', 'e9b143fa-0dbb-5ac9-b472-936140f76c5a.webp', '{"eTag":"\"30ff5f5c4b8de272a96d9ef3771a4079\"","size":19426,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":19426,"httpStatusCode":200}'::jsonb, '{"width":1800,"height":1200,"contentType":"image/webp","bytes":19426}'::jsonb),
  ('media', 'fe9933a1-b749-57e2-beb5-e353024fceed.webp', '{"eTag":"\"da31908108bc758795462f2beded5f95\"","size":5162,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":5162,"httpStatusCode":200}'::jsonb, '{"width":480,"height":320,"contentType":"image/webp","bytes":5162}'::jsonb),
  ('media', '00a116a9-ceba-5f47-8454-528752b6da3e.webp', '{"eTag":"\"66914776e75f0a5684b73b270ec0b1af\"","size":9526,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":9526,"httpStatusCode":200}'::jsonb, '{"width":960,"height":640,"contentType":"image/webp","bytes":9526}'::jsonb),
  ('media', '99dfe3da-23da-5f3b-8f4e-301519cdf3e3.webp', '{"eTag":"\"2b553d739f0389ff99b2756f67c61d32\"","size":16078,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":16078,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":1067,"contentType":"image/webp","bytes":16078}'::jsonb),
  ('media', 'fe2f7cc0-cfff-5c45-8c21-ef17f8a58ac2.webp', '{"eTag":"\"6d2799b357841d478bf5861bf9d1855d\"","size":11532,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":11532,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":11532}'::jsonb),
  ('media', 'cdc5e17d-7cfb-5588-95f6-b683466739da.webp', '{"eTag":"\"cf023e4ec5a46d56ab7953490677ff44\"","size":9830,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":9830,"httpStatusCode":200}'::jsonb, '{"width":1800,"height":1200,"contentType":"image/webp","bytes":9830}'::jsonb),
  ('media', 'ccc68838-e832-5050-a38d-f1b7070f1643.webp', '{"eTag":"\"5c066443284c98893b7e575c642aac9a\"","size":2650,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":2650,"httpStatusCode":200}'::jsonb, '{"width":480,"height":320,"contentType":"image/webp","bytes":2650}'::jsonb),
  ('media', '3ba9e150-c8f5-5d85-9bdf-f65dd02d1d05.webp', '{"eTag":"\"a73a91a8321b450130f0aced52a22214\"","size":4872,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":4872,"httpStatusCode":200}'::jsonb, '{"width":960,"height":640,"contentType":"image/webp","bytes":4872}'::jsonb),
  ('media', '54aba511-69a0-562b-aaff-8102b48fbf43.webp', '{"eTag":"\"0c515ced981543fb21dcacc3ae252184\"","size":8416,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":8416,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":1067,"contentType":"image/webp","bytes":8416}'::jsonb),
  ('media', '8dd289c8-149f-58ad-a312-cd9d00c86872.webp', '{"eTag":"\"8bf32fadbad6029e195fdb65f3d1026d\"","size":5510,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":5510,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":5510}'::jsonb),
  ('media', '19127ccd-8f69-5260-b558-3aab7fdd718e.webp', '{"eTag":"\"09d6d71b0176b6a57129d92b1e4bfee0\"","size":12474,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":12474,"httpStatusCode":200}'::jsonb, '{"width":1800,"height":1200,"contentType":"image/webp","bytes":12474}'::jsonb),
  ('media', 'f97d8330-b802-5cfb-8a65-a121767cad24.webp', '{"eTag":"\"9d8a987ff4d6054d33e1d5b16d303ca0\"","size":3118,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":3118,"httpStatusCode":200}'::jsonb, '{"width":480,"height":320,"contentType":"image/webp","bytes":3118}'::jsonb),
  ('media', 'f22a0fa0-a14c-5219-ba6d-cedd849fba00.webp', '{"eTag":"\"d8654148a44ca062f72f432e2519b8e3\"","size":6078,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":6078,"httpStatusCode":200}'::jsonb, '{"width":960,"height":640,"contentType":"image/webp","bytes":6078}'::jsonb),
  ('media', '35d87894-44fb-575f-ac29-55d98e662d54.webp', '{"eTag":"\"90322ad177e1d3677bb459054015123a\"","size":10432,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":10432,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":1067,"contentType":"image/webp","bytes":10432}'::jsonb),
  ('media', 'ae8de9b6-ce80-57f2-823c-db94709ca96e.webp', '{"eTag":"\"c63c0b92b90d039d9a096c4c9f52d2eb\"","size":7064,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":7064,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":7064}'::jsonb),
  ('media', '21cc985e-eb8f-5c51-b510-36ccb13f5bc7.webp', '{"eTag":"\"674da7f22cbd9701dbd79139e4082ea3\"","size":9168,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":9168,"httpStatusCode":200}'::jsonb, '{"width":1800,"height":1200,"contentType":"image/webp","bytes":9168}'::jsonb),
  ('media', '52651acf-8c19-5317-938d-f35247af5afd.webp', '{"eTag":"\"52fe9c8dad6dc5aef4f226663c5a9341\"","size":2080,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":2080,"httpStatusCode":200}'::jsonb, '{"width":480,"height":320,"contentType":"image/webp","bytes":2080}'::jsonb),
  ('media', '85f3d567-a97b-59e4-a885-8184f3685c51.webp', '{"eTag":"\"ffc8730dfad5e39d032e9d3decede439\"","size":4120,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":4120,"httpStatusCode":200}'::jsonb, '{"width":960,"height":640,"contentType":"image/webp","bytes":4120}'::jsonb),
  ('media', 'e6eef266-c553-554b-8546-f0d51ed35d83.webp', '{"eTag":"\"a82f1d35a0b5c94d226f01011764732a\"","size":7410,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":7410,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":1067,"contentType":"image/webp","bytes":7410}'::jsonb),
  ('media', 'fa9d60bc-5d73-53b7-95a4-296b8fe2554d.webp', '{"eTag":"\"110a758064a6b2144aca4044309cb960\"","size":4784,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":4784,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":4784}'::jsonb),
  ('media', '8ffd5842-dbf7-5fca-b56a-d6a8a2ecfcf0.webp', '{"eTag":"\"e390a6a7c99b59cbdbe8ae4d5f8a4e16\"","size":14036,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":14036,"httpStatusCode":200}'::jsonb, '{"width":1800,"height":1200,"contentType":"image/webp","bytes":14036}'::jsonb),
  ('media', 'c8cbbd4d-d3ac-5471-a658-3c85318d6e05.webp', '{"eTag":"\"3e4dbf4ecab462d89c1fa4557c436823\"","size":3790,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":3790,"httpStatusCode":200}'::jsonb, '{"width":480,"height":320,"contentType":"image/webp","bytes":3790}'::jsonb),
  ('media', '76af83d0-83b9-549f-b2c9-685acf0ecfa5.webp', '{"eTag":"\"76e044ac05ff8a08fa441baa132ed092\"","size":7020,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":7020,"httpStatusCode":200}'::jsonb, '{"width":960,"height":640,"contentType":"image/webp","bytes":7020}'::jsonb),
  ('media', '685be32c-4bea-5d26-848e-5fd8995c5f8a.webp', '{"eTag":"\"e6766cc17898da657526d068fad90498\"","size":11848,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":11848,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":1067,"contentType":"image/webp","bytes":11848}'::jsonb),
  ('media', 'c8fc9536-c151-5b01-8c33-fbf70464bac7.webp', '{"eTag":"\"71ec294e529e4a0eeaea709534c0ef9d\"","size":7796,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":7796,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":7796}'::jsonb),
  ('media', '253e1e34-b623-5f59-bd04-902d71d78975.webp', '{"eTag":"\"28146a9613deab1b6267d81aa09dffb4\"","size":13438,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":13438,"httpStatusCode":200}'::jsonb, '{"width":1800,"height":1200,"contentType":"image/webp","bytes":13438}'::jsonb),
  ('media', '1397f43c-8e86-5e64-a39c-17da21d2640a.webp', '{"eTag":"\"8b0470046ffa4d0148a15e5c29f474e8\"","size":3366,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":3366,"httpStatusCode":200}'::jsonb, '{"width":480,"height":320,"contentType":"image/webp","bytes":3366}'::jsonb),
  ('media', '2a59bd5f-f937-5bf5-9b9a-d6d70ab66220.webp', '{"eTag":"\"3d7c49d87ec9158cbdaa19e5f41eb8a8\"","size":6318,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":6318,"httpStatusCode":200}'::jsonb, '{"width":960,"height":640,"contentType":"image/webp","bytes":6318}'::jsonb),
  ('media', '5edfee7c-861a-5534-88bb-c0f355c08986.webp', '{"eTag":"\"d7f01d08a7fb443f913bc58da678564e\"","size":11554,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":11554,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":1067,"contentType":"image/webp","bytes":11554}'::jsonb),
  ('media', '0d3a7bac-7709-56dd-9a7b-85d6e32912a2.webp', '{"eTag":"\"5da6b0c13dcb73c5c7e6f3449ecfb28c\"","size":7140,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":7140,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":7140}'::jsonb),
  ('media', 'e8be5e20-a2b9-55bd-9d74-e52402c1197c.webp', '{"eTag":"\"785419f72d455919012f7f5f69351852\"","size":9864,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":9864,"httpStatusCode":200}'::jsonb, '{"width":1800,"height":1200,"contentType":"image/webp","bytes":9864}'::jsonb),
  ('media', '63b67277-35e0-5058-9b4e-6147a58b7b22.webp', '{"eTag":"\"b6acb142c2c2ebd889a93bae005e1834\"","size":2552,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":2552,"httpStatusCode":200}'::jsonb, '{"width":480,"height":320,"contentType":"image/webp","bytes":2552}'::jsonb),
  ('media', '939b4d83-24bc-59dc-8c4a-813007abf41f.webp', '{"eTag":"\"cad78acd790c859fd23471c852508fff\"","size":4924,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":4924,"httpStatusCode":200}'::jsonb, '{"width":960,"height":640,"contentType":"image/webp","bytes":4924}'::jsonb),
  ('media', '72a257ae-4d85-5100-a546-f9f67073213f.webp', '{"eTag":"\"46d82c17b806ffb655ebfe85685d3af3\"","size":8436,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":8436,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":1067,"contentType":"image/webp","bytes":8436}'::jsonb),
  ('media', 'f28abaee-dfa3-57e7-bf54-c3fd8ca4a143.webp', '{"eTag":"\"4720ffda7b2a2423f8d8e280e2d4328a\"","size":5718,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":5718,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":5718}'::jsonb),
  ('media', 'bbf3259f-8d38-57cc-8029-8a176dbfde90.webp', '{"eTag":"\"40a17c28777079a8d2ee87307586470a\"","size":16784,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":16784,"httpStatusCode":200}'::jsonb, '{"width":1800,"height":1200,"contentType":"image/webp","bytes":16784}'::jsonb),
  ('media', '3801ad63-95ce-5128-b780-81dc8fc752c1.webp', '{"eTag":"\"3b736671e996323b99fc800b977baa39\"","size":4040,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":4040,"httpStatusCode":200}'::jsonb, '{"width":480,"height":320,"contentType":"image/webp","bytes":4040}'::jsonb),
  ('media', '76692084-9f22-5967-9464-0aed83593c16.webp', '{"eTag":"\"958fec58a20b061c74c065e4fd08c76b\"","size":7964,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":7964,"httpStatusCode":200}'::jsonb, '{"width":960,"height":640,"contentType":"image/webp","bytes":7964}'::jsonb),
  ('media', 'fb827aa4-8eb0-5221-83ef-4d0d4d7603f9.webp', '{"eTag":"\"2a216f718f08b23da2d4d934b9f59de7\"","size":13584,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":13584,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":1067,"contentType":"image/webp","bytes":13584}'::jsonb),
  ('media', '2bb18b82-fc2e-50fc-8bd6-5e4324d657dc.webp', '{"eTag":"\"70de0d388963a5a64087e7c047b6a5f1\"","size":9828,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":9828,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":9828}'::jsonb),
  ('media', 'e1fc8714-3102-5d77-b1cb-1cf44f6e24ba.webp', '{"eTag":"\"9c2821422c16e4c1dd93902464fea6ba\"","size":11028,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":11028,"httpStatusCode":200}'::jsonb, '{"width":1800,"height":1200,"contentType":"image/webp","bytes":11028}'::jsonb),
  ('media', 'b0b42491-f62e-5579-b378-4d3eeef9ceeb.webp', '{"eTag":"\"013efe3061116e0202c1069d7f3a6e86\"","size":2694,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":2694,"httpStatusCode":200}'::jsonb, '{"width":480,"height":320,"contentType":"image/webp","bytes":2694}'::jsonb),
  ('media', '94bb7dd8-a1ab-5fbb-91b9-7b743a6b39d0.webp', '{"eTag":"\"5dbddfd671741e1a62d5849cc9709708\"","size":5392,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":5392,"httpStatusCode":200}'::jsonb, '{"width":960,"height":640,"contentType":"image/webp","bytes":5392}'::jsonb),
  ('media', 'd66e8ade-6834-5755-afc9-78d424d3c3fe.webp', '{"eTag":"\"beab293dd76f9c2d427f490aa7606bc6\"","size":9482,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":9482,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":1067,"contentType":"image/webp","bytes":9482}'::jsonb),
  ('media', '5bdd5fba-a638-5883-9c0c-f9b173d7961f.webp', '{"eTag":"\"5d11f1c098c6101d955a2e033e4b5065\"","size":6242,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":6242,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":6242}'::jsonb),
  ('media', '790ac222-c14b-55fd-aec8-8234f5a1ef99.webp', '{"eTag":"\"b2cfc1108dd3cb3d786ecd9ee72bb364\"","size":24076,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":24076,"httpStatusCode":200}'::jsonb, '{"width":1800,"height":1200,"contentType":"image/webp","bytes":24076}'::jsonb),
  ('media', 'd9397693-add7-50e0-8ad8-05aac8a769ee.webp', '{"eTag":"\"0f04fffbc91ba093ec6a83c880ee6f7e\"","size":5612,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":5612,"httpStatusCode":200}'::jsonb, '{"width":480,"height":320,"contentType":"image/webp","bytes":5612}'::jsonb),
  ('media', 'c000c7c0-e077-51e2-aed1-4ea7cfdfaefc.webp', '{"eTag":"\"10df212d8646e0101429c559814e6faf\"","size":11528,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":11528,"httpStatusCode":200}'::jsonb, '{"width":960,"height":640,"contentType":"image/webp","bytes":11528}'::jsonb),
  ('media', '96a87c47-0012-595d-b4e5-027460f55327.webp', '{"eTag":"\"5e02ed26182062c54fcb6a6d7e8cc870\"","size":19840,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":19840,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":1067,"contentType":"image/webp","bytes":19840}'::jsonb),
  ('media', '41789d7b-c96d-5ec8-bc55-79de1929621f.webp', '{"eTag":"\"23c5c22f6477b47d8e9cd73c30789a95\"","size":13332,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":13332,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":13332}'::jsonb),
  ('media', '442d8ef9-5bee-51ec-ba77-d4f1489fcbe5.webp', '{"eTag":"\"d351db89a22ebf8efafb5bca872a5308\"","size":15360,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":15360,"httpStatusCode":200}'::jsonb, '{"width":1800,"height":1200,"contentType":"image/webp","bytes":15360}'::jsonb),
  ('media', '2df11b63-39a1-5131-b089-395ec8ddbeea.webp', '{"eTag":"\"4a4fd5b02f276c98819ef77ec49aefed\"","size":3418,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":3418,"httpStatusCode":200}'::jsonb, '{"width":480,"height":320,"contentType":"image/webp","bytes":3418}'::jsonb),
  ('media', 'afb617ac-4805-5d4a-a392-68dfe1d2397d.webp', '{"eTag":"\"dd4f287e934efab3f16cd9c22df78842\"","size":7058,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":7058,"httpStatusCode":200}'::jsonb, '{"width":960,"height":640,"contentType":"image/webp","bytes":7058}'::jsonb),
  ('media', '591e043d-6bfd-5bb9-9006-2ff22c4c43dd.webp', '{"eTag":"\"869d6386750b8075c8e28f7a26292f7b\"","size":12578,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":12578,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":1067,"contentType":"image/webp","bytes":12578}'::jsonb),
  ('media', 'be98c6a4-3db4-56b0-b476-5ffe16462745.webp', '{"eTag":"\"5f44eea07a04f4a10cabdb53ed32fd19\"","size":7430,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":7430,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":7430}'::jsonb),
  ('media', 'b286443e-51f8-5d39-96a7-43afa4d387fc.webp', '{"eTag":"\"c6d33e65ae5b564483b5cad3cfa7643c\"","size":19164,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":19164,"httpStatusCode":200}'::jsonb, '{"width":1800,"height":1200,"contentType":"image/webp","bytes":19164}'::jsonb),
  ('media', '4b76c4ba-1a93-5845-84bf-2b5ccfd1fac8.webp', '{"eTag":"\"f30197fbc6d248655ea8f8f74c8382ee\"","size":4416,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":4416,"httpStatusCode":200}'::jsonb, '{"width":480,"height":320,"contentType":"image/webp","bytes":4416}'::jsonb),
  ('media', 'd0476899-73e0-5962-a57c-ab4010c38113.webp', '{"eTag":"\"6b270dba16658dfe100985e750eb56a9\"","size":9116,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":9116,"httpStatusCode":200}'::jsonb, '{"width":960,"height":640,"contentType":"image/webp","bytes":9116}'::jsonb),
  ('media', '2d456e60-1ab5-5fda-a802-bb6543d88b7f.webp', '{"eTag":"\"c859f859ef99046e11ae9a962a84afb8\"","size":15742,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":15742,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":1067,"contentType":"image/webp","bytes":15742}'::jsonb),
  ('media', '65a5fc1b-b3de-50ed-923d-44f031c6e977.webp', '{"eTag":"\"bb9a998d8451821ce9f384b59dd18354\"","size":10904,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":10904,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":10904}'::jsonb),
  ('media', '02e48a27-15ac-5ee0-bae9-daa5248e598d.webp', '{"eTag":"\"775ad6f30d35b7cbde66c9a6b8aa5655\"","size":21818,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":21818,"httpStatusCode":200}'::jsonb, '{"width":1800,"height":1200,"contentType":"image/webp","bytes":21818}'::jsonb),
  ('media', '7a1f064b-8d1b-5a9d-9e38-7400d31862c7.webp', '{"eTag":"\"a5527ace1354b14f8cf91154988a9db1\"","size":5050,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":5050,"httpStatusCode":200}'::jsonb, '{"width":480,"height":320,"contentType":"image/webp","bytes":5050}'::jsonb),
  ('media', '4b3dfd4d-fded-5492-b24d-35709787532e.webp', '{"eTag":"\"427bd4bf8c1bb757a6a51884e0ed5c5a\"","size":10410,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":10410,"httpStatusCode":200}'::jsonb, '{"width":960,"height":640,"contentType":"image/webp","bytes":10410}'::jsonb),
  ('media', '0d082698-605a-576b-9f41-80a48ee3c7c0.webp', '{"eTag":"\"a363971d5a73b1b73b981276dfbe73b8\"","size":18214,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":18214,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":1067,"contentType":"image/webp","bytes":18214}'::jsonb),
  ('media', '48c31086-b031-568b-bb50-a31a6942614c.webp', '{"eTag":"\"cc500fed87b18e23214b933a8c8fd5b3\"","size":10198,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":10198,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":10198}'::jsonb),
  ('media', 'f9af128b-0862-5f7c-ae1b-3d563905ea99.webp', '{"eTag":"\"842440567aaddba89c955922e4814abc\"","size":15892,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":15892,"httpStatusCode":200}'::jsonb, '{"width":1800,"height":1200,"contentType":"image/webp","bytes":15892}'::jsonb),
  ('media', '0f129df4-b503-53ae-bd5f-182f5b34bc32.webp', '{"eTag":"\"7e2791afc8c71180bf7ed4321ccdf245\"","size":3842,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":3842,"httpStatusCode":200}'::jsonb, '{"width":480,"height":320,"contentType":"image/webp","bytes":3842}'::jsonb),
  ('media', 'cbb6f411-0114-5756-b01a-b6436a7761ab.webp', '{"eTag":"\"139c0707270aac1967f9f1529d20de42\"","size":7394,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":7394,"httpStatusCode":200}'::jsonb, '{"width":960,"height":640,"contentType":"image/webp","bytes":7394}'::jsonb),
  ('media', 'd913128b-839a-53e8-be4b-d98a21b4adca.webp', '{"eTag":"\"ef0bc81ee92a2288f6f907f0eab0c0be\"","size":12990,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":12990,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":1067,"contentType":"image/webp","bytes":12990}'::jsonb),
  ('media', '89367c1d-6c24-5651-8831-bded8ee33925.webp', '{"eTag":"\"aa9594dad1dbf253f0b74186ca9d0e89\"","size":8666,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":8666,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":8666}'::jsonb),
  ('media', '6dec1204-5282-5da9-bae5-8555eef0b045.webp', '{"eTag":"\"78c413fab1920e79e47ab7e34c3df5e0\"","size":17064,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":17064,"httpStatusCode":200}'::jsonb, '{"width":1800,"height":1200,"contentType":"image/webp","bytes":17064}'::jsonb),
  ('media', 'c1273c46-0141-5921-9b9e-6b7a96a27b4d.webp', '{"eTag":"\"a5e9318863090d9893e3313dae0e4fb5\"","size":4326,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":4326,"httpStatusCode":200}'::jsonb, '{"width":480,"height":320,"contentType":"image/webp","bytes":4326}'::jsonb),
  ('media', '0effd0bf-5311-5b68-a107-6ff15c19fb75.webp', '{"eTag":"\"c9aa1ab4f7efaed0a35a3ff124a6e45e\"","size":8330,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":8330,"httpStatusCode":200}'::jsonb, '{"width":960,"height":640,"contentType":"image/webp","bytes":8330}'::jsonb),
  ('media', 'cbefb1d0-7050-5734-b38a-5fc85afd4441.webp', '{"eTag":"\"3786e43a7710f03f6e5ed7ecf7de107a\"","size":14282,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":14282,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":1067,"contentType":"image/webp","bytes":14282}'::jsonb),
  ('media', 'e518979a-421d-5e1f-9aca-9b5f39162877.webp', '{"eTag":"\"da36ce93ad1d890749ea1ba4d4eaf1c2\"","size":9040,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":9040,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":9040}'::jsonb),
  ('media', 'ee8ff140-2989-526e-a9e1-dfc050387399.webp', '{"eTag":"\"d0d0e25830b49a236d9afeae95d14374\"","size":9440,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":9440,"httpStatusCode":200}'::jsonb, '{"width":1800,"height":1200,"contentType":"image/webp","bytes":9440}'::jsonb),
  ('media', '8b198cc6-a1ee-5384-903c-2d0a47d602ac.webp', '{"eTag":"\"20939ce4fd7735d6788ea52688602f36\"","size":2520,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":2520,"httpStatusCode":200}'::jsonb, '{"width":480,"height":320,"contentType":"image/webp","bytes":2520}'::jsonb),
  ('media', 'a72116dd-3cef-5795-aff9-0144fb1561f4.webp', '{"eTag":"\"8295921bac65565beaafda62a0c6094a\"","size":4970,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":4970,"httpStatusCode":200}'::jsonb, '{"width":960,"height":640,"contentType":"image/webp","bytes":4970}'::jsonb),
  ('media', 'c2c34f7d-1a3c-5c46-bf1f-0c30ce8d3653.webp', '{"eTag":"\"1d58c71c09abe6306635ba2124e76c26\"","size":8156,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":8156,"httpStatusCode":200}'::jsonb, '{"width":1600,"height":1067,"contentType":"image/webp","bytes":8156}'::jsonb),
  ('media', '8815cdfd-7415-5363-830c-d6be1eb46efd.webp', '{"eTag":"\"5648fab777283c6a87b7c6d949451195\"","size":5512,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":5512,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":5512}'::jsonb),
  ('media', 'd3b952fb-16a8-5f81-880d-fb77f4536863.webp', '{"eTag":"\"c16f8e3ac14ff2b256f264114deb88a8\"","size":6544,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":6544,"httpStatusCode":200}'::jsonb, '{"width":800,"height":800,"contentType":"image/webp","bytes":6544}'::jsonb),
  ('media', '209b1c96-68fd-57dd-82b3-ae1289022f83.webp', '{"eTag":"\"9e5a897ec51a934068ece9179075dbd6\"","size":3826,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":3826,"httpStatusCode":200}'::jsonb, '{"width":480,"height":480,"contentType":"image/webp","bytes":3826}'::jsonb),
  ('media', '4071589e-b0d5-51f9-875c-46071244b595.webp', '{"eTag":"\"fe92ccdbdae48f69155196c08e94a12d\"","size":6348,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":6348,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":6348}'::jsonb),
  ('media', '4d48a3d1-60a6-507c-ab04-31300da2bf76.webp', '{"eTag":"\"683cdad58c619f404f077274a22a5ed2\"","size":7620,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":7620,"httpStatusCode":200}'::jsonb, '{"width":800,"height":800,"contentType":"image/webp","bytes":7620}'::jsonb),
  ('media', 'e2e1ea6f-304e-53c8-8337-8413a4b353c1.webp', '{"eTag":"\"04a1e80188dde6ee43b2657c3b4d4c07\"","size":4374,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":4374,"httpStatusCode":200}'::jsonb, '{"width":480,"height":480,"contentType":"image/webp","bytes":4374}'::jsonb),
  ('media', '7ebdb978-53a4-5837-b71e-3d963a38c4a6.webp', '{"eTag":"\"41febcd8ddbe2a37aed9c9333ceb8830\"","size":7682,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":7682,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":7682}'::jsonb),
  ('media', '5f4b4397-1429-5a7a-801b-1068fee2461e.webp', '{"eTag":"\"e060045d5989f039840b622192d633cf\"","size":7738,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":7738,"httpStatusCode":200}'::jsonb, '{"width":800,"height":800,"contentType":"image/webp","bytes":7738}'::jsonb),
  ('media', 'dbdf871c-9ff5-5dea-a938-ca8ddd430e4f.webp', '{"eTag":"\"a29173e78b01b25127c073e8f3938990\"","size":4522,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":4522,"httpStatusCode":200}'::jsonb, '{"width":480,"height":480,"contentType":"image/webp","bytes":4522}'::jsonb),
  ('media', 'afda9ce8-32e1-5a8e-9df6-a1b6bd2bad51.webp', '{"eTag":"\"2c734064f09083df33711357ef3deef2\"","size":7590,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":7590,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":7590}'::jsonb),
  ('media', 'df7c485a-10d3-5b18-8ba1-f71dd50dca04.webp', '{"eTag":"\"70f24cb3b5e649ebdc346e57a86d0677\"","size":4306,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":4306,"httpStatusCode":200}'::jsonb, '{"width":414,"height":180,"contentType":"image/webp","bytes":4306}'::jsonb),
  ('media', '84a13a83-ce34-5fde-b8cd-93e1eabe4009.webp', '{"eTag":"\"bef98366556d5ff5132f519864ed3998\"","size":7716,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":7716,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":7716}'::jsonb),
  ('media', 'de5c7b17-6445-5621-9157-fb48f0d5b7a0.webp', '{"eTag":"\"d51070c0f509d383e8208b565742bb2d\"","size":7440,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":7440,"httpStatusCode":200}'::jsonb, '{"width":843,"height":180,"contentType":"image/webp","bytes":7440}'::jsonb),
  ('media', '67efe2fc-c8d5-504f-81bf-89497c733b42.webp', '{"eTag":"\"52f1eb31427a459f99a673818115da29\"","size":4552,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":4552,"httpStatusCode":200}'::jsonb, '{"width":480,"height":102,"contentType":"image/webp","bytes":4552}'::jsonb),
  ('media', '4584dd52-fc59-5907-b30e-4b6464f11950.webp', '{"eTag":"\"b6e28731bdda4e3b0d5d44bff15bb693\"","size":9588,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":9588,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":9588}'::jsonb),
  ('media', 'cd903932-bcfc-5b7b-acc7-851a1479d166.webp', '{"eTag":"\"e7f4a5aff09b6746305f7c2a47bca194\"","size":5090,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":5090,"httpStatusCode":200}'::jsonb, '{"width":531,"height":180,"contentType":"image/webp","bytes":5090}'::jsonb),
  ('media', '76eeaf92-009e-5dcc-bec8-fe96ef408e27.webp', '{"eTag":"\"125e52c3b6ee5260b0d51f5d3eff9d12\"","size":4782,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":4782,"httpStatusCode":200}'::jsonb, '{"width":480,"height":163,"contentType":"image/webp","bytes":4782}'::jsonb),
  ('media', '6b4f72ff-4b21-593f-a67d-09dc567dbf8c.webp', '{"eTag":"\"f0aa87b1302145725973a44cada1a730\"","size":8766,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":8766,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":8766}'::jsonb),
  ('media', '9741d314-2358-5970-a759-9a4241571f51.webp', '{"eTag":"\"9f04dd425ab01bdc182ac5ae9d020ba0\"","size":7164,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":7164,"httpStatusCode":200}'::jsonb, '{"width":843,"height":180,"contentType":"image/webp","bytes":7164}'::jsonb),
  ('media', 'fa134b86-b831-58d3-b60a-3653555f89ee.webp', '{"eTag":"\"511ed24b28105bbbc90bf98df06dd2b5\"","size":4536,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":4536,"httpStatusCode":200}'::jsonb, '{"width":480,"height":102,"contentType":"image/webp","bytes":4536}'::jsonb),
  ('media', '90db77c6-6b0f-5d2a-9bf9-c627264c5ad2.webp', '{"eTag":"\"8d5a33b17edfae626b255f69967a88d7\"","size":9910,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":9910,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":9910}'::jsonb),
  ('media', '3ce00bc6-3220-5461-bde7-182f3e12d196.webp', '{"eTag":"\"9f669a3c0e041c9b6d45da0e2e018f70\"","size":6426,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":6426,"httpStatusCode":200}'::jsonb, '{"width":648,"height":180,"contentType":"image/webp","bytes":6426}'::jsonb),
  ('media', '1a8e125f-8fdb-5730-b9a9-0b9c6a2b10fd.webp', '{"eTag":"\"4b87b9b5824bc8de7b061a0fd964252c\"","size":5090,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":5090,"httpStatusCode":200}'::jsonb, '{"width":480,"height":133,"contentType":"image/webp","bytes":5090}'::jsonb),
  ('media', '6138345f-e08e-5d90-8005-2084b82f20ee.webp', '{"eTag":"\"d1ce70e5b73ed3db4e4efa8267b118b1\"","size":10072,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":10072,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":10072}'::jsonb),
  ('media', '23bb4fce-dcc7-53ba-a68b-d5aa6fb4988b.webp', '{"eTag":"\"b9ebb4bc655f8930ed002a296fc34502\"","size":9240,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":9240,"httpStatusCode":200}'::jsonb, '{"width":1155,"height":180,"contentType":"image/webp","bytes":9240}'::jsonb),
  ('media', 'f1fbc0e9-00b5-550d-b2bd-ae275902d1e2.webp', '{"eTag":"\"964f4ec84b3b9dd682300e5e57c56941\"","size":4116,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":4116,"httpStatusCode":200}'::jsonb, '{"width":480,"height":75,"contentType":"image/webp","bytes":4116}'::jsonb),
  ('media', 'd83375d8-b450-5dd6-90b0-1b02c0a38431.webp', '{"eTag":"\"644a810b784ee054861c18b31dce99c9\"","size":7820,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":7820,"httpStatusCode":200}'::jsonb, '{"width":960,"height":150,"contentType":"image/webp","bytes":7820}'::jsonb),
  ('media', '67dbe202-9cce-54f1-bd72-4640daa878b8.webp', '{"eTag":"\"b34722e2dc0fb38706b5cbc2a8ed05fa\"","size":9070,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":9070,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":9070}'::jsonb),
  ('media', 'd21c1464-437b-50eb-b296-b4bbbf58b4cb.webp', '{"eTag":"\"c972c46b33ed33ffe3c4e25c5c9d2396\"","size":10044,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":10044,"httpStatusCode":200}'::jsonb, '{"width":288,"height":288,"contentType":"image/webp","bytes":10044}'::jsonb),
  ('media', '31ac39cc-f712-5d32-98b6-b1ec9d748bf9.webp', '{"eTag":"\"9056f0bfc2f4030cb40de7c122f274c6\"","size":22750,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":22750,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":22750}'::jsonb),
  ('media', '5408b655-3956-5092-b764-ea55ccc81d03.webp', '{"eTag":"\"4e4c3bd7d3d2dde1b07358aa31c8e262\"","size":10790,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":10790,"httpStatusCode":200}'::jsonb, '{"width":288,"height":288,"contentType":"image/webp","bytes":10790}'::jsonb),
  ('media', '024699ff-97af-568d-8c15-8659511f1c04.webp', '{"eTag":"\"0bce5620c6903e8cd71a825feed0cfad\"","size":24820,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":24820,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":24820}'::jsonb),
  ('media', '4d2a683d-40b2-5378-acc7-6ee07b4993b4.webp', '{"eTag":"\"9a43393e54366f2c201cc873620966aa\"","size":10932,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":10932,"httpStatusCode":200}'::jsonb, '{"width":288,"height":288,"contentType":"image/webp","bytes":10932}'::jsonb),
  ('media', '911e4382-903b-5b65-b2c8-955c69ce6841.webp', '{"eTag":"\"bd58c10f285479cb1965a390ec640a89\"","size":25436,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":25436,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":25436}'::jsonb),
  ('media', '2ca273d4-bb82-57ea-b272-f13da1ef17cf.webp', '{"eTag":"\"19c88a2543281a23c73b6efd6b1109e9\"","size":11080,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":11080,"httpStatusCode":200}'::jsonb, '{"width":288,"height":288,"contentType":"image/webp","bytes":11080}'::jsonb),
  ('media', '0418fa63-4110-5b8c-9818-1d73f265df83.webp', '{"eTag":"\"e76d46135d70f946d6560b2e4f917b66\"","size":26076,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":26076,"httpStatusCode":200}'::jsonb, '{"width":1200,"height":630,"contentType":"image/webp","bytes":26076}'::jsonb);
update public.hero_slides set image_id = 'ffe1f23d-268d-52c7-a0ac-b67fdc86b665' where position = 1;
update public.hero_slides set image_id = 'f727b7e3-436d-5711-97f3-c21f14107b7e' where position = 2;
update public.hero_slides set image_id = 'a058377b-fd72-5172-ae45-3b5b4a41febf' where position = 3;
update public.hero_slides set image_id = '63803f85-7ad8-5056-b336-5649ce469699' where position = 4;
update public.services set featured_image_id = 'a6649aad-01f4-502f-8629-8c19564a6558' where slug = 'community-based-support';
update public.services set featured_image_id = '3110402a-b7b9-5c3d-94f0-afb58f5b3e06' where slug = 'community-inclusion';
update public.services set featured_image_id = '7aab7943-d313-5c6f-aa0e-0c52724a7e8b' where slug = 'career-planning';
update public.services set featured_image_id = 'f16481db-1995-544f-b8f9-40271e88b63b' where slug = 'day-habilitation';
update public.services set featured_image_id = '1bfcf163-3510-5df4-b98f-97029ef99a60' where slug = 'occupational-therapy';
update public.services set featured_image_id = '15aba0cf-981c-5cfe-87c1-b793d438c21f' where slug = 'physical-therapy';
update public.services set featured_image_id = 'f45c5cae-dccc-58b0-ac3e-ecd0782054d8' where slug = 'housing-program-for-homeless-individuals';
update public.services set featured_image_id = 'aa3d4c08-5c05-54aa-9b8a-d1b9fa15195a' where slug = 'individual-support';
update public.services set featured_image_id = '1e460e4b-a144-5d17-a498-3a594fa7fc4c' where slug = 'respite-care';
update public.services set featured_image_id = '5980fe04-89c7-55bd-b117-8f37dc8964b5' where slug = 'residential-services';
update public.services set featured_image_id = '966e4b43-a1eb-5bdc-a3f9-9bde41da20d0' where slug = 'skill-building';
update public.services set featured_image_id = '66b50fa2-1f79-5898-adac-1b469c2180e7' where slug = 'supported-employment';
update public.services set featured_image_id = '39f70f18-df1d-5eb0-966d-40af271f1e8e' where slug = 'behavior-support';
update public.events set featured_image_id = '611440c7-3539-5401-9e7f-b6bbd6f98426' where slug = 'family-resource-fair';
update public.events set featured_image_id = '0c4be431-a7ff-5044-990c-358d180fb147' where slug = 'sensory-friendly-movie-afternoon';
update public.events set featured_image_id = '616fb60b-7382-5012-8652-5cb69b6ac22a' where slug = 'caregiver-wellness-workshop';
update public.events set featured_image_id = '0f5dd2db-fd28-53c1-ba2c-bbc36bc9daba' where slug = 'sibling-art-workshop';
update public.events set featured_image_id = 'b45b94f6-9b84-54b8-b176-66839f66f76d' where slug = 'job-readiness-open-house';
update public.events set featured_image_id = '3f110379-c6c1-503b-a3e7-3d936b13fd4d' where slug = 'community-day';
update public.events set featured_image_id = 'c9850b1f-4890-59ed-92f2-8dd19a8cff73' where slug = 'autism-awareness-walk';
update public.events set featured_image_id = 'e8562535-c0ea-5643-8e24-a4a579269bb3' where slug = 'annual-benefit-gala';
update public.blog_posts set featured_image_id = '08886824-e898-5b43-b443-30aa68bf1376' where slug = 'highlights-from-our-community-day';
update public.blog_posts set featured_image_id = '5d1f2aef-eb24-58a7-b619-6dcee8033273' where slug = 'welcoming-our-bayonne-team';
update public.blog_posts set featured_image_id = '0765f3eb-2401-5b9f-b95c-c4a20a4a4d92' where slug = 'marcus-finds-his-place-at-work';
update public.blog_posts set featured_image_id = '1c9bf5b2-f82a-58ae-9d7a-6ff90605254b' where slug = 'understanding-ddd-eligibility-in-new-jersey';
update public.board_members set photo_id = 'eabae1ef-88bc-50b7-9ae7-c9c685132d83' where name = 'Jordan Sample';
update public.board_members set photo_id = 'a94279af-b572-508b-b54a-56086118e498' where name = 'Riley Example';
update public.board_members set photo_id = '59acab9f-dff6-57e2-8661-310e75a82b2b' where name = 'Morgan Placeholder';
update public.partners set logo_id = '236e8b88-5ee0-59c4-89b0-1a7be3bac6b7' where name = 'NJ Division of Developmental Disabilities';
update public.partners set logo_id = '4d8cee6e-9bb3-5759-a0f8-0349446229fd' where name = 'The Arc of New Jersey';
update public.partners set logo_id = 'd2a1019e-ab17-5a5c-beba-6a70da1eb1ec' where name = 'Autism New Jersey';
update public.partners set logo_id = 'f5e115ae-eb42-54e4-9bc6-e253459eea41' where name = 'Family Support NJ';
update public.partners set logo_id = 'a77219ef-c27b-5e05-90ff-79abdc8e2f58' where name = 'Essex County';
update public.partners set logo_id = 'ac1fbd20-8170-5765-9aa8-7ce21ecbb7a0' where name = 'Community Health Alliance';
update public.accreditations set badge_id = '4f5712a0-8611-50ac-82be-dd5d116b9512' where label = 'State Licensed';
update public.accreditations set badge_id = '2377f54c-8f75-5305-837c-d6a7f0d76a1b' where label = 'CARF Accredited';
update public.accreditations set badge_id = 'a8d8f7d2-f7be-5331-a3e2-0fff1420d488' where label = 'ACHC Accredited';
update public.accreditations set badge_id = '6bba61ff-85d3-5c48-9e8d-1b4364a2e968' where label = '501(c)(3) Non-Profit';
-- ── end of the generated demo images ──

-- Sensory and access information (issue 61 item 2). The sensory-friendly movie has its own profile
-- and a three-step visual story with photos of the seeded library; the main office has one that its
-- events take (an event held there says only what differs). Spanish: seed-spanish/35-sensory.sql.
update public.events set sensory_profile = $json${
  "noise": "low", "lighting": "low", "crowd": "medium", "quietSpace": true,
  "quietSpaceWhere": "Room 2, next to the entrance, with soft lights and bean bags",
  "seating": "Cinema seats, bean bags at the front and room to stand or walk at the back.",
  "food": "Free popcorn and water. You are welcome to bring your own snacks.",
  "steps": [
    {"text": "Come in through the main doors. A staff member in a blue T-shirt says hello and finds your name on the list.", "imageId": "5d1f2aef-eb24-58a7-b619-6dcee8033273", "imageAlt": "Drawing of the building's front door with a welcome heart above it"},
    {"text": "Choose any seat. The lights stay half on and the sound is turned down. You can stand, move around, or leave and come back at any time.", "imageId": "0c4be431-a7ff-5044-990c-358d180fb147", "imageAlt": null},
    {"text": "If you need a break, go to the quiet room next to the entrance. It has soft lights, bean bags and ear defenders.", "imageId": "39f70f18-df1d-5eb0-966d-40af271f1e8e", "imageAlt": "Drawing of a quiet corner with soft light and a plant"}
  ],
  "access": ["step-free", "accessible-toilet", "spanish-interpretation", "sensory-kits"]
}$json$::jsonb
where slug = 'sensory-friendly-movie-afternoon';

update public.locations set sensory_profile = $json${
  "noise": "medium", "lighting": "medium", "quietSpace": true,
  "quietSpaceWhere": "The small meeting room by reception",
  "seating": "Chairs with and without arms.",
  "steps": [], "access": ["step-free", "accessible-toilet"]
}$json$::jsonb
where name = 'Main Office - Livingston';

update public.events e set location_id = l.id
from public.locations l
where l.name = 'Main Office - Livingston' and e.location = '615 West Mt. Pleasant Ave Suite 8, Livingston, NJ 07039';

-- The caregivers' morning is kept small and calm: it says so over the office's profile.
update public.events set sensory_profile = '{"noise": "low", "crowd": "low", "steps": [], "access": []}'::jsonb
where slug = 'caregiver-wellness-workshop';

-- Event series (issue 61 item 1): each date an event of its own, made from its series' rule, dated
-- from the day the seed is loaded so they stay upcoming. A weekly parents' group (Tuesdays,
-- 6:00 PM, 12 weeks) at the main office, and a monthly sensory-friendly film (the second
-- Saturday, 10:00 AM, 6 months) with the movie afternoon's sensory profile and visual story, its
-- third date cancelled. Spanish: seed-spanish/37-series.sql.
with t as (select (now() at time zone 'America/New_York')::date as today),
first_tuesday as (select today + ((8 - extract(isodow from today)::int) % 7) + 1 as day from t)
insert into public.event_series (slug, recurrence, rrule)
select 'parent-support-group', jsonb_build_object(
    'frequency', 'weekly', 'interval', 1, 'weekdays', jsonb_build_array('TU'), 'monthlyBy', 'date',
    'startDate', to_char(day, 'YYYY-MM-DD'), 'startTime', '18:00', 'durationMinutes', 60,
    'ends', jsonb_build_object('kind', 'count', 'count', 12)),
  'RRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=12;BYDAY=TU'
from first_tuesday;

insert into public.events
  (slug, title, description, event_date, end_date, location, max_capacity, published, series_id, series_date,
   featured_image_id, location_id)
select 'parent-support-group-' || to_char(d.day, 'YYYY-MM-DD'), 'Parent Support Group',
  'An evening for parents and caregivers to talk, listen and share what works, with one of our family support coordinators.

Come every week or when you can. Childcare is available on request.',
  (d.day + time '18:00') at time zone 'America/New_York', (d.day + time '19:00') at time zone 'America/New_York',
  '615 West Mt. Pleasant Ave Suite 8, Livingston, NJ 07039', 15, true, s.id, d.day,
  '616fb60b-7382-5012-8652-5cb69b6ac22a', (select l.id from public.locations l where l.name = 'Main Office - Livingston')
from public.event_series s
cross join lateral (select (s.recurrence ->> 'startDate')::date + 7 * n as day from generate_series(0, 11) n) d
where s.slug = 'parent-support-group';

-- the second Saturday of each of the next six months
with months as (
  select (date_trunc('month', now() at time zone 'America/New_York') + make_interval(months => k))::date as first, k
  from generate_series(1, 6) k
), saturdays as (
  select first + ((6 - extract(isodow from first)::int + 7) % 7) + 7 as day, k from months
)
insert into public.event_series (slug, recurrence, rrule)
select 'sensory-friendly-film-morning', jsonb_build_object(
    'frequency', 'monthly', 'interval', 1, 'weekdays', jsonb_build_array(), 'monthlyBy', 'weekday',
    'startDate', to_char(day, 'YYYY-MM-DD'), 'startTime', '10:00', 'durationMinutes', 120,
    'ends', jsonb_build_object('kind', 'count', 'count', 6)),
  'RRULE:FREQ=MONTHLY;INTERVAL=1;COUNT=6;BYDAY=+2SA'
from saturdays where k = 1;

insert into public.events
  (slug, title, description, event_date, end_date, location, max_capacity, published, series_id, series_date,
   featured_image_id, sensory_profile)
select 'sensory-friendly-film-morning-' || to_char(d.day, 'YYYY-MM-DD'), 'Sensory-Friendly Film Morning',
  'A family film once a month with the lights up, the sound down and freedom to move around.

Register for one morning or several. Siblings and friends are welcome.',
  (d.day + time '10:00') at time zone 'America/New_York', (d.day + time '12:00') at time zone 'America/New_York',
  'Bayonne Community Center, Bayonne, NJ', 40, true, s.id, d.day, movie.featured_image_id, movie.sensory_profile
from public.event_series s
join public.events movie on movie.slug = 'sensory-friendly-movie-afternoon'
cross join lateral (
  select m.first + ((6 - extract(isodow from m.first)::int + 7) % 7) + 7 as day
  from (select (date_trunc('month', (s.recurrence ->> 'startDate')::date) + make_interval(months => k))::date as first
        from generate_series(0, 5) k) m
) d
where s.slug = 'sensory-friendly-film-morning';

-- one date of the movie cancelled by staff: shown as cancelled, the others open
update public.events set cancelled_at = now()
where series_id = (select id from public.event_series where slug = 'sensory-friendly-film-morning')
  and series_date = (select series_date from public.events e
                     where e.series_id = (select id from public.event_series where slug = 'sensory-friendly-film-morning')
                     order by series_date offset 2 limit 1);
