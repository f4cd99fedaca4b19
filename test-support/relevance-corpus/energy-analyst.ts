import { unwanted, wanted, wantedPart, type RelevancePerson } from './types';

// Wants renewable generation, storage and the grid; not oil and gas, consumer energy bills or weather stories.
export const energyAnalyst: RelevancePerson = {
  id: 'energy-analyst',
  description: 'Renewable energy and grid storage news for an energy analyst, every weekday',
  typedTopics: ['solar', 'wind', 'batteries'],
  fieldName: 'renewable energy',
  hiddenPreference: {
    about: 'storage and batteries',
    words: ['battery', 'batteries', 'storage', 'cells', 'sodium', 'lithium', 'hydro'],
  },
  articles: [
    wanted(
      'Record solar output pushes German power prices below zero',
      'Midday generation exceeded demand for six hours on Sunday.',
    ),
    wanted(
      'Offshore wind auction draws record bids in the North Sea',
      'Developers offered 7 GW of capacity at strike prices below expectations.',
    ),
    wanted(
      'Grid-scale battery projects triple in Texas',
      'Operators added 4 GW of storage this year to capture evening price spikes.',
    ),
    wanted(
      'Turbine maker cuts guidance as offshore projects stall',
      'Rising interest rates and supply bottlenecks delayed orders.',
    ),
    wanted(
      'Lithium iron phosphate cells fall to $60 per kWh',
      'Cheaper cells are making four-hour storage projects profitable without subsidies.',
    ),
    wanted(
      'Grid connection queue now exceeds 2,600 GW in the US',
      'Most projects waiting are solar and storage, a national lab report finds.',
    ),
    wanted(
      'Spain approves a pumped hydro storage plant',
      'The 2 GW plant will store surplus solar power for the evening peak.',
    ),
    wanted(
      'Onshore wind ban lifted in England',
      'Developers can now apply for turbines through the normal planning system.',
    ),
    wanted(
      'China adds more solar capacity in a year than the US has in total',
      'Installations reached 290 GW, the energy administration said.',
    ),
    wanted(
      'Transmission line approved to carry wind power from Scotland',
      'The subsea cable will link Peterhead to Yorkshire by 2030.',
    ),
    wanted(
      'Sodium-ion batteries enter grid storage market',
      'A Chinese utility switched on a 100 MWh sodium-ion plant.',
    ),
    wanted(
      'Curtailment of renewables rises as grids lag behind',
      'Wind farms in Scotland were paid to switch off on 150 days this year.',
    ),
    wanted(
      'Floating wind farm off Norway reaches full power',
      'The 11 turbines supply electricity to nearby oil platforms.',
    ),
    wanted(
      'Utility signs a 20-year deal for solar-plus-storage',
      'The project pairs 300 MW of panels with 1,200 MWh of batteries.',
    ),
    unwanted('Oil prices rise after OPEC extends output cuts', 'Brent crude climbed 2% to $84 a barrel.'),
    unwanted('Energy bills to fall by £120 in January', 'The regulator lowered the price cap for households.'),
    unwanted(
      'Storm brings strong winds and rain to the west coast',
      'Forecasters issued yellow warnings for gusts of up to 70 mph.',
    ),
    unwanted(
      'Smartphone battery life tested: which phones last longest',
      'Our lab ran video playback until each phone shut down.',
    ),
    unwanted(
      'Solar eclipse visible across North America in April',
      'Millions are expected to travel to the path of totality.',
    ),
    unwanted(
      'Gas field in the North Sea gets the go-ahead',
      'The field could produce 20,000 barrels of oil equivalent a day.',
    ),
    unwanted('Electric car sales slow in Europe', 'Registrations fell 10% after subsidies ended in Germany.'),
    unwanted(
      'Windsurfing championship returns to Tarifa',
      'Athletes from 30 countries will compete in the strong Levante wind.',
    ),
    unwanted('Battery recall for e-bikes after fires', 'The retailer told owners to stop charging the packs indoors.'),
    unwanted(
      'Nuclear plant life extended by ten years',
      'The regulator approved continued operation of the reactor until 2035.',
    ),
    unwanted('Solar-powered backpack wins design award', 'The bag charges a phone while you walk.'),
    unwanted(
      'Heat pump installations miss government target',
      'Only 60,000 were fitted last year, a third of the goal.',
    ),
    unwanted('Climate activists block a motorway', 'Police arrested 40 protesters who glued themselves to the road.'),
    unwanted('Wind chill warning issued for the Midwest', 'Temperatures could feel like minus 30 degrees.'),
    unwanted(
      'Coal mine plan rejected by planning inspector',
      'The mine would have supplied coking coal to steelworks.',
    ),
    unwanted('Carmaker opens a new plant for petrol engines', 'The factory will build 400,000 engines a year.'),
    unwanted(
      'Hydrogen buses withdrawn after fuel costs soar',
      'The city council will replace them with diesel buses for now.',
    ),
    // A second day's feed: more of what they want, much of it in their hidden preference, and two more near-misses.
    wanted(
      'Sodium-ion battery plant starts production in China',
      'The factory will make cells for grid storage that need no lithium.',
    ),
    wanted(
      'Utility orders 2 GWh of battery storage to firm up solar output',
      'The batteries will shift midday solar power to the evening peak.',
    ),
    wanted(
      'Pumped hydro project approved in the Scottish Highlands',
      'The scheme will store enough energy to power a million homes for a day.',
    ),
    wanted(
      'Lithium prices slump, cutting the cost of storage projects',
      'Developers say battery systems are now 40% cheaper than two years ago.',
    ),
    wanted(
      'Grid operator launches a market for long-duration storage',
      'Batteries and other storage that can run for eight hours will bid for contracts.',
    ),
    wanted(
      'Home batteries join a virtual power plant in California',
      'Thousands of households will feed stored power to the grid during heatwaves.',
    ),
    wanted(
      'Offshore wind farm reaches full output off the Dutch coast',
      'Its 70 turbines can supply the equivalent of 1.5 million homes.',
    ),
    wanted(
      'Solar developers face long queues for grid connections',
      'Projects wait up to five years to connect, a transmission report finds.',
    ),
    wanted(
      'Government doubles its target for onshore wind capacity',
      'Planning rules will be eased to speed up approvals for new turbines.',
    ),
    unwanted('Wind blows roof off a stadium stand', 'No one was hurt when gusts tore panels off the stand overnight.'),
    unwanted(
      'Phone makers promise longer-lasting batteries',
      'New models will keep 80% of their capacity after a thousand charges.',
    ),
    // A third day: the parts of the field (its technologies, kinds of plant, products) in stories that
    // never use the field's own name, and near-misses from the same industry.
    wantedPart(
      'Floating turbines off Portugal beat their output forecasts',
      'The three-turbine array ran at 40% of its capacity over the winter.',
    ),
    wantedPart(
      "Rooftop panels now supply a fifth of Australia's power",
      'Household arrays produced more electricity than coal at midday on 90 days.',
    ),
    wantedPart(
      'Geothermal startup drills its deepest well yet in Nevada',
      'The company plans a 400 MW plant that reaches hot rock with fracking techniques.',
    ),
    wantedPart(
      'Tidal array off Orkney marks ten years of operation',
      'Its turbines have sent 50 GWh to the grid since 2016.',
    ),
    wantedPart(
      'Regulator approves a 2 GW subsea link to carry offshore power south',
      'The cable will relieve congestion that forces wind farms to switch off.',
    ),
    wantedPart(
      'Utility-scale battery fleet passes 30 GW in the US',
      'Storage now shifts a tenth of the evening peak in Texas and California.',
    ),
    unwanted(
      'Oil major raises its dividend after record refining margins',
      'Profits from fuel sales rose 30% in the quarter.',
    ),
    unwanted(
      'Households urged to switch suppliers as tariffs rise',
      'Comparison sites say fixed deals are now cheaper than the price cap.',
    ),
    unwanted(
      'Nuclear startup raises $500m for small reactors',
      'The company hopes to switch on its first unit in 2030.',
    ),
  ],
};
