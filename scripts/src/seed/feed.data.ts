// What members say in the news feed and in prayer: lists, not logic. Extend them freely, but keep
// them plain text without < > & or " (the services store bodies as sanitized HTML; plain text is
// its own HTML only without those).

/** Profile posts: the news of a ministry week. */
export const postBodies = [
  'Baptized six people on Sunday, including a grandmother of 84 who said she had waited her whole life for this day. Still smiling.',
  'Our food pantry served 212 families this month. Thank you to every volunteer who stacked shelves at 6 am.',
  'Finished preaching through Ruth last night. What a book about ordinary faithfulness and a God who redeems.',
  'Looking for a worship leader who could cover two Sundays in March. Small congregation, big hearts, decent coffee.',
  'Three of our students came back from camp and asked to start a lunchtime Bible study at school. Pray it grows.',
  'We opened our fellowship hall as a warming centre this week. 40 guests the first night, 63 the second.',
  'Reading Bonhoeffer’s Life Together with our elders. Every chapter convicts me about how I lead meetings.',
  'Our church plant turned two today. We started with eleven people in a living room; this morning we were 140.',
  'Grateful for the pastors’ breakfast this morning. Eight churches, one table, no agenda except prayer.',
  'Hospital chaplaincy is teaching me that most ministry is simply showing up and staying.',
  'New sermon series starts Sunday: Psalms for Ordinary Days. Which psalm carried you through a hard season?',
  'Our youth group packed 1,500 meals for the relief shipment. Loud, messy and completely worth it.',
  'Just got back from visiting our mission partners. The church there is growing faster than they can train leaders.',
  'Celebrating 25 years of marriage and 20 years of ministry together. God has been kinder than we deserved.',
  'If your church needs help setting up a livestream on a small budget, message me. Happy to share what we learned.',
  'Our ESL class had its first graduation. Nine nationalities, one potluck, and a lot of happy tears.',
  'Sabbath is not a reward for finishing the work. Still learning this, twelve years into pastoring.',
  'We trained 30 new small group hosts this weekend. Next step: 30 new living rooms open on Tuesday nights.',
  'Prison ministry visit today. One of the men led the Bible study himself. Chains falling off, literally and not.',
  'The choir sang Be Thou My Vision a cappella this morning and the whole room went quiet. Holy moment.',
  'Our seminary cohort finished Hebrew 1. Some of us even passed. Thankful for patient professors.',
  'Hosting a grief support group starting next month. If you have walked that road and want to help, let me know.',
  'Sunday school teachers are the unsung heroes of the church. Thank one this week.',
  'We prayed over every backpack before handing them out at the school supply drive. 350 kids ready for the year.',
] as const;

/** Posts in a group's feed: the group's own life. */
export const groupPostBodies = [
  'Welcome to everyone who joined this month! Introduce yourself below: where you serve and what you hope to find here.',
  'Notes from last week’s discussion are in the resources tab. Next week we pick up at chapter 4.',
  'Who is coming to the meet-up on Thursday? Reply so we can save enough seats.',
  'Sharing a resource that helped me this week. Would love to hear how others approach this.',
  'Reminder: our monthly prayer call is this Saturday at 8 am. The link is in the group links.',
  'What is one thing that worked in your ministry this season that you would recommend to the rest of us?',
  'Thank you all for the encouragement last month. Your messages carried me through a very hard week.',
  'Question for the group: how do you handle volunteers who burn out but will not say no?',
  'We are putting together a shared calendar of events. Post yours below and we will add it.',
  'Great conversation today. Key takeaway for me: lead from rest, not from fear.',
] as const;

/** What members answer, on posts. */
export const commentBodies = [
  'Amen! Praise God for this.',
  'This is so encouraging. Thank you for sharing.',
  'Praying for you and your team this week.',
  'We went through something similar last year. Happy to talk anytime.',
  'So good to see. Keep going!',
  'Count us in. Our church would love to help.',
  'Thank you for the reminder. I needed this today.',
  'Love this. Could you share more about how you got started?',
  'What a testimony of God’s faithfulness.',
  'Sending this to our elders right now.',
  'Beautiful. Psalm 126:3 comes to mind.',
  'We will be there!',
  'This made my day.',
  'Such a gift to your city.',
  'Would love to partner with you on this next time.',
  'Grateful for your faithfulness in the small things.',
] as const;

/** Prayer requests. */
export const prayerBodies = [
  'Please pray for my mother, who starts chemotherapy on Monday. Pray for strength for her and wisdom for the doctors.',
  'Our church is without a building after the lease ended. Pray we find a place to gather before winter.',
  'Pray for our mission team travelling next week: safety, health and open doors.',
  'I start a new role as youth pastor this month. Pray for humility and for the students I have not met yet.',
  'Pray for a family in our congregation who lost their home in a fire. Everyone is safe, but they have nothing left.',
  'My husband has been out of work for four months. Pray for provision and for his heart.',
  'Pray for reconciliation between two families in our church. It has been a painful year.',
  'Our daughter is far from the Lord right now. Pray that she comes home, in every sense.',
  'Pray for the refugees our church is welcoming this month, as they settle into a new city and a new language.',
  'I am preaching for the first time on Sunday. Pray for clarity and that Christ is seen, not me.',
  'Pray for our city after the floods: for those who lost everything and for the churches serving them.',
  'Pray for wisdom as our elders decide whether to plant a second congregation.',
  'Pray for my friend in hospital after a car accident. The next 48 hours are critical.',
  'Pray for our small group leaders, who are tired. We need fresh energy and more hands.',
  'Pray for peace in the region where our partners serve. Many families have fled.',
  'My father is not a believer and his health is failing. Pray for time and for an open heart.',
] as const;

/** What authors add to a prayer while they wait. */
export const prayerUpdateBodies = [
  'Thank you all for praying. We have had some encouraging news, but the road is still long.',
  'Small update: a door opened this week that we did not expect. Keep praying with us.',
  'Still waiting. Your messages and prayers mean more than I can say.',
  'Things are harder than we hoped this week. Please keep praying.',
  'We met with the team today and feel more peace about the next step.',
] as const;

/** How prayers were answered. */
export const testimonies = [
  'The scans came back clear. We are overwhelmed with gratitude. Thank you for carrying us in prayer.',
  'A local school offered us their hall on Sundays, rent free. God provided beyond what we asked.',
  'The team came home safe, and three churches want to partner with us long term.',
  'He was offered a job this week, at a company where he can serve his colleagues too. God is faithful.',
  'The two families sat down together last Sunday and shared communion. Only God could do this.',
  'She called last night and asked if she could come to church with us. Still in tears.',
] as const;

/** What members answer, on prayers. */
export const prayerCommentBodies = [
  'Praying with you right now.',
  'Lifting your family up this morning.',
  'We prayed for this at our small group last night.',
  'Standing with you. The Lord is near to the brokenhearted.',
  'Praying for peace that passes understanding.',
  'Our church is praying too. Let us know how we can help in practical ways.',
  'Praise God for this answer!',
  'Thank you for letting us carry this with you.',
] as const;
