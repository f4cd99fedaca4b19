import { unwanted, wanted, wantedPart, type RelevancePerson } from './types';

// Wants freight, ports, warehouses and how goods move; not consumer shopping, cruises or travel.
export const supplyChainConsultant: RelevancePerson = {
  id: 'supply-chain-consultant',
  description:
    'Every weekday morning, the logistics and shipping news that matters for a supply-chain consultant, with a LinkedIn post',
  typedTopics: ['logistics', 'shipping', 'freight'],
  fieldName: 'supply chain',
  hiddenPreference: {
    about: 'ocean freight and ports',
    words: [
      'container',
      'port',
      'ports',
      'vessel',
      'voyages',
      'canal',
      'sailings',
      'carrier',
      'terminal',
      'quay',
      'cargo',
    ],
  },
  articles: [
    wanted(
      "Rotterdam opens Europe's first all-electric container terminal",
      "Cranes, straddle carriers and yard trucks at the new quay run on grid power, cutting the port's diesel use by a fifth.",
    ),
    wanted(
      'Electric terminal in Rotterdam starts handling its first vessels',
      'A second outlet reports the quay moved 4,000 containers in its opening week without a single diesel machine.',
    ),
    wanted(
      'Asia-Europe freight rates climb for a third straight week',
      'Spot prices for a 40-foot container from Shanghai to Rotterdam rose 8% as carriers cut sailings.',
    ),
    wanted(
      'Drones begin delivering prescriptions to rural pharmacies',
      'A pilot in Scotland flies medicines from a central depot to twelve village chemists, cutting delivery times from a day to an hour.',
    ),
    wanted(
      'Warehouse-robot maker raises $80m to expand in Europe',
      'The startup builds picking robots that work alongside staff in fulfilment centres run by third-party logistics firms.',
    ),
    wanted(
      'Maersk warns of congestion at North European ports',
      'The carrier says berth waiting times in Hamburg and Antwerp have doubled since the spring.',
    ),
    wanted(
      'Rail freight volumes through the Alps hit a record',
      'Operators moved more trailers by train after road tolls rose, the Swiss transport office said.',
    ),
    wanted(
      'UPS to close 40 sorting hubs as parcel volumes shift',
      'The parcel carrier will automate its remaining hubs and cut about 12,000 jobs.',
    ),
    wanted(
      'Red Sea diversions add two weeks to Asia-Europe voyages',
      'Container lines continue to sail around the Cape of Good Hope, tying up capacity and lifting charter costs.',
    ),
    wanted(
      'Trucking firms struggle to find drivers for cross-border routes',
      'Hauliers in Poland and Germany report unfilled positions as new rest-time rules take effect.',
    ),
    wanted(
      'Nearshoring drives demand for warehouses in northern Mexico',
      'Industrial developers say vacancy in Monterrey has fallen below 2% as manufacturers move closer to US buyers.',
    ),
    wanted(
      'Air cargo demand rebounds on e-commerce shipments from China',
      'Freighter capacity on transpacific lanes is sold out for the peak season, forwarders say.',
    ),
    wanted(
      'Inventory glut eases as retailers clear excess stock',
      'Import volumes are expected to normalise by the first quarter, easing pressure on distribution centres.',
    ),
    wanted(
      'Port of Los Angeles pilots automated gate appointments',
      'Truckers book slots in advance, and the port says turn times have fallen by 30 minutes.',
    ),
    wanted(
      'Panama Canal lifts draught limits after rains refill lakes',
      'More transits per day will ease the backlog of bulk carriers and container ships.',
    ),
    wanted(
      'DHL invests in hydrogen trucks for long-haul routes',
      'The logistics group will run 30 fuel-cell trucks between its German hubs next year.',
    ),
    unwanted(
      'Cruise ship passengers stranded after engine failure',
      'More than 2,000 holidaymakers waited a day in Bermuda for a replacement vessel.',
    ),
    unwanted(
      'Free shipping on all orders this Black Friday, retailer says',
      'The fashion chain will drop its delivery charge for online orders over the holiday weekend.',
    ),
    unwanted(
      'Port city of Genoa named a top weekend destination',
      'Travel writers praise its old harbour, seafood and the new waterfront promenade.',
    ),
    unwanted(
      'Amazon Prime Day: the best deals on headphones',
      'We picked ten discounted models worth buying, from budget earbuds to noise-cancelling flagships.',
    ),
    unwanted(
      "Shipping magnate's yacht sold at auction",
      'The 60-metre superyacht fetched €40m from an anonymous bidder in Monaco.',
    ),
    unwanted(
      'Delivery app riders protest pay cuts in Madrid',
      'Food couriers blocked a city centre street to demand a minimum hourly rate.',
    ),
    unwanted(
      'Sailing team wins round-the-world race',
      'The crew crossed the finish line in Alicante after 180 days at sea.',
    ),
    unwanted(
      'New container gardening trend takes over balconies',
      'Urban gardeners are growing tomatoes and herbs in pots, a survey of garden centres finds.',
    ),
    unwanted(
      'Carrier pigeon racing returns after bird flu ban',
      'Fanciers in Belgium released 20,000 birds in the first race of the season.',
    ),
    unwanted(
      'Airline adds flights to Lisbon for the summer',
      'The low-cost carrier will fly daily from five UK airports from April.',
    ),
    unwanted(
      'Central bank holds interest rates steady',
      'Policymakers said inflation is falling but wage growth remains strong.',
    ),
    unwanted(
      'Tech giant unveils a new smartphone with a bigger battery',
      "The phone ships in three colours next month and costs the same as last year's model.",
    ),
    unwanted(
      'Naval shipbuilding contract awarded for new frigates',
      'The defence ministry chose a domestic yard to build five warships over the next decade.',
    ),
    unwanted(
      'Port wine producers expect a smaller harvest',
      'Heat in the Douro valley shrank the grapes, growers say.',
    ),
    unwanted(
      'Supermarket chain reports higher profits on own-brand sales',
      'Shoppers traded down to cheaper products, lifting margins in the half year.',
    ),
    unwanted(
      'Model railway show draws record crowds',
      'Hobbyists showed miniature freight yards and steam engines at the three-day exhibition.',
    ),
    // A second day's feed: more of what they want, much of it in their hidden preference, and two more near-misses.
    wanted(
      'Hapag-Lloyd adds capacity on the transpacific as bookings recover',
      'The container line will deploy six larger vessels on its Asia-US West Coast loop from next month.',
    ),
    wanted(
      'Antwerp terminal operator invests in automated stacking cranes',
      "The port's largest container terminal will automate its yard to handle bigger ships without new quay space.",
    ),
    wanted(
      'Suez Canal transits rise as insurers ease war-risk premiums',
      'More container ships and tankers returned to the canal in October, the canal authority said.',
    ),
    wanted(
      'Bulk carrier rates hit a two-year high on grain exports',
      'Charter rates for Panamax vessels rose as Brazil and Ukraine shipped record harvests.',
    ),
    wanted(
      'Port strike on the US East Coast delays cargo for a second day',
      'Dockworkers walked out over automation, leaving dozens of ships waiting at anchor.',
    ),
    wanted(
      'Ocean carriers announce blank sailings for the Lunar New Year',
      'Lines will cancel about 10% of Asia-Europe departures to match weaker demand.',
    ),
    wanted(
      'Retailer moves distribution to a new automated fulfilment centre',
      'The 100,000 square metre site will pick online orders for next-day delivery across the region.',
    ),
    wanted(
      'European trucking rates rise as diesel prices climb',
      'Spot road freight prices increased for the fourth month, a freight exchange reports.',
    ),
    wanted(
      'Third-party logistics group buys a cold-chain specialist',
      'The deal adds 40 temperature-controlled warehouses for food and pharmaceutical clients.',
    ),
    unwanted(
      'Ferry operator adds a night crossing for holidaymakers',
      'Passengers can book cabins on the new overnight route from next summer.',
    ),
    unwanted(
      'Online retailer promises free delivery on returns over the holidays',
      'Shoppers can send back gifts at no cost until the end of January.',
    ),
    // A third day: the parts of the field (its technologies, kinds of plant, products) in stories that
    // never use the field's own name, and near-misses from the same industry.
    wantedPart(
      'Container lines restore Asia–Europe sailings through Suez',
      'Carriers will bring back weekly loops via the canal from March, cutting voyages by ten days.',
    ),
    wantedPart(
      'Trucking rates fall for a sixth month as the spot market stays weak',
      'Long-haul carriers are parking rigs as load volumes trail last year.',
    ),
    wantedPart(
      'Warehouse vacancy in the Midlands climbs to 7%',
      'Sheds completed last year stand empty as online retailers pause their expansion.',
    ),
    wantedPart(
      'Rotterdam automates a second container terminal',
      'Remote-controlled cranes will handle four million boxes a year.',
    ),
    wantedPart(
      'Air cargo volumes rise 9% on parcels from China',
      'Freighter space on transpacific routes is sold out until January.',
    ),
    wantedPart(
      'Importers pull forward orders ahead of the tariff deadline',
      'Retailers are booking ocean space weeks early to land goods before duties rise.',
    ),
    unwanted('Port city hosts a tall ships festival', 'Thousands visited the harbour to see historic sailing vessels.'),
    unwanted(
      "Online retailer's Black Friday sales hit a record",
      'Shoppers spent $10bn in a day, most of it on their phones.',
    ),
    unwanted('Cruise line orders three ships for Caribbean itineraries', 'Each vessel will carry 5,000 passengers.'),
  ],
};
