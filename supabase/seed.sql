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
insert into public.newsletter_signups (email, created_at) values
('jennifer.walsh@example.com', now() - interval '2 days'),
('m.santos@example.com', now() - interval '9 days'),
('family.lee@example.com', now() - interval '30 days');

insert into public.notification_recipients (name, email, active, created_at) values
('Intake Team', 'intake@brightpathsupport.org', true, now() - interval '40 days'),
('Program Director', 'director@brightpathsupport.org', false, now() - interval '40 days');
