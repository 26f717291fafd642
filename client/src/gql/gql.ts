/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AdminUserFields on StaffUser {\n    id\n    name\n    email\n    role\n    status\n    createdAt\n  }\n": typeof types.AdminUserFieldsFragmentDoc,
    "\n  mutation CreateAdminUser($input: CreateStaffUserInput!) {\n    createAdminUser(input: $input) {\n      ...AdminUserFields\n    }\n  }\n": typeof types.CreateAdminUserDocument,
    "\n  mutation DeleteAdminUser($id: ID!) {\n    deleteAdminUser(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteAdminUserDocument,
    "\n  mutation ResetTwoFactor($id: ID!) {\n    resetTwoFactor(id: $id)\n  }\n": typeof types.ResetTwoFactorDocument,
    "\n  query SecuritySettings {\n    securitySettings {\n      requireTwoFactor\n    }\n  }\n": typeof types.SecuritySettingsDocument,
    "\n  mutation SetTemporaryPassword($input: SetTemporaryPasswordInput!) {\n    setTemporaryPassword(input: $input)\n  }\n": typeof types.SetTemporaryPasswordDocument,
    "\n  mutation UpdateAdminUser($input: UpdateStaffUserInput!) {\n    updateAdminUser(input: $input) {\n      ...AdminUserFields\n    }\n  }\n": typeof types.UpdateAdminUserDocument,
    "\n  mutation UpdateSecuritySettings($input: SecuritySettingsInput!) {\n    updateSecuritySettings(input: $input) {\n      requireTwoFactor\n    }\n  }\n": typeof types.UpdateSecuritySettingsDocument,
    "\n  fragment AppUserFields on AppUser {\n    id\n    name\n    mobile\n    occupation\n    status\n    userType\n    downloadLimit\n    village\n    taluka\n    district\n    createdAt\n    subscription {\n      subscriptionId\n      subscriptionName\n      startDate\n      endDate\n    }\n  }\n": typeof types.AppUserFieldsFragmentDoc,
    "\n  query AppUsers($page: Int!, $limit: Int!, $query: String, $after: ID, $sortBy: AppUserSortColumn, $sortDirection: SortDirection) {\n    appUsers(page: $page, limit: $limit, query: $query, after: $after, sortBy: $sortBy, sortDirection: $sortDirection) {\n      totalCount\n      countCapped\n      items {\n        ...AppUserFields\n      }\n    }\n  }\n": typeof types.AppUsersDocument,
    "\n  mutation CreateAppUser($input: CreateAppUserInput!) {\n    createAppUser(input: $input) {\n      ...AppUserFields\n    }\n  }\n": typeof types.CreateAppUserDocument,
    "\n  mutation DeleteAppUser($id: ID!) {\n    deleteAppUser(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteAppUserDocument,
    "\n  query Occupations {\n    occupations\n  }\n": typeof types.OccupationsDocument,
    "\n  mutation UpdateAppUser($input: UpdateAppUserInput!) {\n    updateAppUser(input: $input) {\n      ...AppUserFields\n    }\n  }\n": typeof types.UpdateAppUserDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on LoginResult {\n        token\n        user {\n          ...SessionUser\n        }\n      }\n      ... on TwoFactorChallenge {\n        challenge\n        enrolmentRequired\n      }\n      ... on PasswordChangeChallenge {\n        challenge\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation ChangeTemporaryPassword($input: ChangeTemporaryPasswordInput!) {\n    changeTemporaryPassword(input: $input) {\n      __typename\n      ... on LoginResult {\n        token\n        user {\n          ...SessionUser\n        }\n      }\n      ... on TwoFactorChallenge {\n        challenge\n        enrolmentRequired\n      }\n    }\n  }\n": typeof types.ChangeTemporaryPasswordDocument,
    "\n  query PasswordResetAvailable {\n    passwordResetAvailable\n  }\n": typeof types.PasswordResetAvailableDocument,
    "\n  mutation RequestPasswordReset($input: ForgotPasswordInput!) {\n    requestPasswordReset(input: $input)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment BusinessFields on Business {\n    id\n    userId\n    businessName\n    businessEmail\n    businessMobile\n    businessWebsite\n    businessTagLine\n    businessAddress\n    businessLogo {\n      ...ImageFields\n    }\n    businessFrame {\n      ...ImageFields\n    }\n  }\n": typeof types.BusinessFieldsFragmentDoc,
    "\n  query Businesses($id: ID!) {\n    businesses(id: $id) {\n      ...BusinessFields\n    }\n  }\n": typeof types.BusinessesDocument,
    "\n  query BusinessOwner($id: ID!) {\n    appUserSummary(id: $id) {\n      id\n      name\n      userType\n    }\n  }\n": typeof types.BusinessOwnerDocument,
    "\n  query BusinessFrames($id: ID!) {\n    business(id: $id) {\n      id\n      businessFrame {\n        ...ImageFields\n      }\n    }\n  }\n": typeof types.BusinessFramesDocument,
    "\n  mutation CreateBusiness($input: CreateBusinessInput!, $businessLogo: Upload, $businessFrame: [Upload!]) {\n    createBusiness(input: $input, businessLogo: $businessLogo, businessFrame: $businessFrame) {\n      ...BusinessFields\n    }\n  }\n": typeof types.CreateBusinessDocument,
    "\n  mutation UpdateBusiness($input: UpdateBusinessInput!, $businessLogo: Upload, $businessFrame: [Upload!]) {\n    updateBusiness(input: $input, businessLogo: $businessLogo, businessFrame: $businessFrame) {\n      ...BusinessFields\n    }\n  }\n": typeof types.UpdateBusinessDocument,
    "\n  mutation DeleteBusiness($id: ID!) {\n    deleteBusiness(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteBusinessDocument,
    "\n  fragment CategoryFields on Category {\n    id\n    categoryName\n    isElection\n    status\n    totalSubcategories\n    totalGreetings\n  }\n": typeof types.CategoryFieldsFragmentDoc,
    "\n  mutation CreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) {\n      ...CategoryFields\n    }\n  }\n": typeof types.CreateCategoryDocument,
    "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteCategoryDocument,
    "\n  mutation UpdateCategory($input: UpdateCategoryInput!) {\n    updateCategory(input: $input) {\n      ...CategoryFields\n    }\n  }\n": typeof types.UpdateCategoryDocument,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation SetMyPreferences($input: PreferencesInput!) {\n    setMyPreferences(input: $input) {\n      ...SessionUser\n    }\n  }\n": typeof types.SetMyPreferencesDocument,
    "\n  fragment SessionUser on StaffUser {\n    id\n    name\n    email\n    role\n    status\n    language\n    gujaratiDigits\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  mutation AddCustomCategoryImages($id: ID!, $images: [Upload!]!) {\n    addCustomCategoryImages(id: $id, images: $images) {\n      id\n    }\n  }\n": typeof types.AddCustomCategoryImagesDocument,
    "\n  mutation CreateCustomCategory($input: CreateCustomCategoryInput!) {\n    createCustomCategory(input: $input) {\n      ...CustomCategoryFields\n    }\n  }\n": typeof types.CreateCustomCategoryDocument,
    "\n  query CustomCategories {\n    customCategories {\n      ...CustomCategoryFields\n    }\n  }\n": typeof types.CustomCategoriesDocument,
    "\n  fragment CustomCategoryFields on CustomCategory {\n    id\n    customcategoryName\n    priority\n    status\n    images {\n      ...ImageFields\n    }\n  }\n": typeof types.CustomCategoryFieldsFragmentDoc,
    "\n  query CustomCategoryImages($id: ID!) {\n    customCategoryImages(id: $id) {\n      ...ImageFields\n    }\n  }\n": typeof types.CustomCategoryImagesDocument,
    "\n  mutation DeleteCustomCategory($id: ID!) {\n    deleteCustomCategory(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteCustomCategoryDocument,
    "\n  mutation NotifyCustomCategory($id: ID!) {\n    notifyCustomCategory(id: $id) {\n      id\n      state\n    }\n  }\n": typeof types.NotifyCustomCategoryDocument,
    "\n  mutation UpdateCustomCategory($input: UpdateCustomCategoryInput!) {\n    updateCustomCategory(input: $input) {\n      ...CustomCategoryFields\n    }\n  }\n": typeof types.UpdateCustomCategoryDocument,
    "\n  query Dashboard {\n    dashboard {\n      totalUsers\n      activeUserCount\n      festivalCount\n      totalGreetings\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  query UpcomingFestivals($from: String!) {\n    upcomingFestivals(from: $from, days: 60, atLeast: 5) {\n      date\n      festivalId\n      festivalName\n      isFixedDate\n      posts\n    }\n  }\n": typeof types.UpcomingFestivalsDocument,
    "\n  mutation CreateFestival($input: CreateFestivalInput!, $festivalImages: [Upload!]) {\n    createFestival(input: $input, festivalImages: $festivalImages) {\n      ...FestivalFields\n    }\n  }\n": typeof types.CreateFestivalDocument,
    "\n  fragment DateRuleFields on FestivalDateRule {\n    kind\n    month\n    paksha\n    tithi\n    observance\n    sign\n    offsetDays\n    description\n  }\n": typeof types.DateRuleFieldsFragmentDoc,
    "\n  mutation DeleteFestival($id: ID!) {\n    deleteFestival(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteFestivalDocument,
    "\n  fragment FestivalFields on Festival {\n    id\n    festivalName\n    isFixedDate\n    festivalDate\n    nextDate\n    dateRule {\n      ...DateRuleFields\n    }\n    status\n    festivalDescription\n    notifyOnDay\n    notifyAt\n    totalPosts\n    images {\n      ...ImageFields\n    }\n  }\n": typeof types.FestivalFieldsFragmentDoc,
    "\n  query FestivalGallery($id: ID!) {\n    festival(id: $id) {\n      id\n      images {\n        ...ImageFields\n      }\n    }\n  }\n": typeof types.FestivalGalleryDocument,
    "\n  query Festivals {\n    festivals {\n      ...FestivalFields\n    }\n  }\n": typeof types.FestivalsDocument,
    "\n  mutation NotifyFestival($id: ID!) {\n    notifyFestival(id: $id) {\n      id\n    }\n  }\n": typeof types.NotifyFestivalDocument,
    "\n  mutation UpdateFestival($input: UpdateFestivalInput!, $festivalImages: [Upload!]) {\n    updateFestival(input: $input, festivalImages: $festivalImages) {\n      ...FestivalFields\n    }\n  }\n": typeof types.UpdateFestivalDocument,
    "\n  mutation CreateFrame($input: CreateFrameInput!) {\n    createFrame(input: $input) {\n      ...FrameListFields\n    }\n  }\n": typeof types.CreateFrameDocument,
    "\n  mutation CreateFrameField($input: CreateFrameFieldInput!, $image: Upload) {\n    createFrameField(input: $input, image: $image) {\n      ...FrameFieldFields\n    }\n  }\n": typeof types.CreateFrameFieldDocument,
    "\n  mutation DeleteFrame($id: ID!) {\n    deleteFrame(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteFrameDocument,
    "\n  mutation DeleteFrameField($id: ID!) {\n    deleteFrameField(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteFrameFieldDocument,
    "\n  query Frame($id: ID!) {\n    frame(id: $id) {\n      ...FrameListFields\n      imageWidth\n      imageHeight\n      renderWidth\n      renderHeight\n      image {\n        ...ImageFields\n      }\n      regions {\n        id\n        x\n        y\n        width\n        height\n        data {\n          index\n        }\n        dataType\n        properties {\n          fontColor\n          fontSize\n          fontWeight\n          fontFamily\n        }\n      }\n    }\n  }\n": typeof types.FrameDocument,
    "\n  fragment FrameFieldFields on FrameField {\n    id\n    title\n    variableName\n    type\n    isElection\n    frameCount\n    image {\n      ...ImageFields\n    }\n  }\n": typeof types.FrameFieldFieldsFragmentDoc,
    "\n  query FrameFields {\n    frameFields {\n      ...FrameFieldFields\n    }\n  }\n": typeof types.FrameFieldsDocument,
    "\n  fragment FrameListFields on Frame {\n    id\n    frameName\n    status\n    isElection\n    image {\n      ...ImageFields\n    }\n  }\n": typeof types.FrameListFieldsFragmentDoc,
    "\n  query FrameRenderUrl($id: ID!, $userId: ID!) {\n    frameRenderUrl(id: $id, userId: $userId)\n  }\n": typeof types.FrameRenderUrlDocument,
    "\n  query Frames($page: Int!, $limit: Int!, $query: String) {\n    frames(page: $page, limit: $limit, query: $query) {\n      totalCount\n      items {\n        ...FrameListFields\n      }\n    }\n  }\n": typeof types.FramesDocument,
    "\n  query FrameRenderUsers($query: String) {\n    appUsers(page: 1, limit: 10, query: $query) {\n      items {\n        id\n        name\n        mobile\n      }\n    }\n  }\n": typeof types.FrameRenderUsersDocument,
    "\n  mutation UpdateFrame($input: UpdateFrameInput!) {\n    updateFrame(input: $input) {\n      ...FrameListFields\n    }\n  }\n": typeof types.UpdateFrameDocument,
    "\n  mutation UpdateFrameField($input: UpdateFrameFieldInput!, $image: Upload) {\n    updateFrameField(input: $input, image: $image) {\n      ...FrameFieldFields\n    }\n  }\n": typeof types.UpdateFrameFieldDocument,
    "\n  mutation UploadFrameImage($image: Upload!) {\n    uploadFrameImage(image: $image) {\n      ...ImageFields\n    }\n  }\n": typeof types.UploadFrameImageDocument,
    "\n  mutation AddGreetingImages($id: ID!, $categoryId: ID, $images: [Upload!]!) {\n    addGreetingImages(id: $id, categoryId: $categoryId, images: $images) {\n      id\n    }\n  }\n": typeof types.AddGreetingImagesDocument,
    "\n  mutation CreateGreeting($input: CreateGreetingInput!) {\n    createGreeting(input: $input) {\n      ...GreetingFields\n    }\n  }\n": typeof types.CreateGreetingDocument,
    "\n  mutation DeleteGreeting($id: ID!) {\n    deleteGreeting(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteGreetingDocument,
    "\n  fragment GreetingFields on Greeting {\n    id\n    categoryId\n    greetingName\n    status\n    isHomePage\n    images {\n      ...ImageFields\n    }\n  }\n": typeof types.GreetingFieldsFragmentDoc,
    "\n  query GreetingImages($id: ID!) {\n    greetingImages(id: $id) {\n      ...ImageFields\n    }\n  }\n": typeof types.GreetingImagesDocument,
    "\n  query Greetings($id: ID!) {\n    greetings(id: $id) {\n      ...GreetingFields\n    }\n  }\n": typeof types.GreetingsDocument,
    "\n  mutation UpdateGreeting($input: UpdateGreetingInput!) {\n    updateGreeting(input: $input) {\n      ...GreetingFields\n    }\n  }\n": typeof types.UpdateGreetingDocument,
    "\n  mutation CancelScheduledNotification($id: ID!) {\n    cancelScheduledNotification(id: $id) {\n      id\n      status\n      reason\n    }\n  }\n": typeof types.CancelScheduledNotificationDocument,
    "\n  mutation MoveScheduledNotification($input: MoveScheduledNotificationInput!) {\n    moveScheduledNotification(input: $input) {\n      id\n      sendAt\n      status\n    }\n  }\n": typeof types.MoveScheduledNotificationDocument,
    "\n  mutation CreateFestivalPost($input: CreateFestivalPostInput!) {\n    createFestivalPost(input: $input) {\n      ...FestivalPostFields\n    }\n  }\n": typeof types.CreateFestivalPostDocument,
    "\n  mutation DeleteFestivalPost($id: ID!) {\n    deleteFestivalPost(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteFestivalPostDocument,
    "\n  query FestivalChoices {\n    festivalChoices {\n      id\n      festivalName\n      festivalDate\n      nextDate\n    }\n  }\n": typeof types.FestivalChoicesDocument,
    "\n  fragment FestivalPostFields on FestivalPost {\n    id\n    postName\n    festivalId\n    festivalName\n    postStartDate\n    postEndDate\n    status\n    start\n    end\n    title\n  }\n": typeof types.FestivalPostFieldsFragmentDoc,
    "\n  query Posts($start: String!, $end: String!) {\n    posts(start: $start, end: $end) {\n      ...FestivalPostFields\n    }\n  }\n": typeof types.PostsDocument,
    "\n  mutation UpdateFestivalPost($input: UpdateFestivalPostInput!) {\n    updateFestivalPost(input: $input) {\n      ...FestivalPostFields\n    }\n  }\n": typeof types.UpdateFestivalPostDocument,
    "\n  query EndingSubscriptions($page: Int!, $limit: Int!, $query: String) {\n    endingSubscriptions(page: $page, limit: $limit, query: $query) {\n      totalCount\n      items {\n        userId\n        name\n        mobile\n        userType\n        planName\n        endDay\n      }\n    }\n  }\n": typeof types.EndingSubscriptionsDocument,
    "\n  query Reports {\n    reports {\n      today\n      newUsersPerDay {\n        day\n        users\n      }\n      usersByType {\n        label\n        users\n      }\n      usersByDistrict {\n        label\n        users\n      }\n      activePlans {\n        planId\n        planName\n        planType\n        users\n      }\n      revenueByMonth {\n        month\n        amount\n        assignments\n      }\n    }\n  }\n": typeof types.ReportsDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions {\n      ended\n    }\n  }\n": typeof types.EndOtherSessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      ended\n    }\n  }\n": typeof types.EndSessionDocument,
    "\n  mutation EndStaffSessions($staffId: ID!) {\n    endStaffSessions(staffId: $staffId) {\n      ended\n    }\n  }\n": typeof types.EndStaffSessionsDocument,
    "\n  query MySessions($limit: Int!) {\n    mySessions(limit: $limit) {\n      totalCount\n      items {\n        ...StaffSessionFields\n      }\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  fragment StaffSessionFields on StaffSession {\n    id\n    client\n    ip\n    createdAt\n    lastSeenAt\n    current\n  }\n": typeof types.StaffSessionFieldsFragmentDoc,
    "\n  query StaffSessions($staffId: ID!, $limit: Int!) {\n    staffSessions(staffId: $staffId, limit: $limit) {\n      totalCount\n      items {\n        ...StaffSessionFields\n      }\n    }\n  }\n": typeof types.StaffSessionsDocument,
    "\n  query AdminUsers($search: String) {\n    adminUsers(search: $search) {\n      ...AdminUserFields\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query Categories($status: Boolean) {\n    categories(status: $status) {\n      ...CategoryFields\n    }\n  }\n": typeof types.CategoriesDocument,
    "\n  query Category($id: ID!) {\n    category(id: $id) {\n      ...CategoryFields\n    }\n  }\n": typeof types.CategoryDocument,
    "\n  query FestivalPresets {\n    festivalPresets {\n      key\n      name\n      note\n      rule {\n        ...DateRuleFields\n      }\n    }\n  }\n": typeof types.FestivalPresetsDocument,
    "\n  query FestivalRuleDates($rule: FestivalDateRuleInput!, $fromYear: Int) {\n    festivalRuleDates(rule: $rule, fromYear: $fromYear, years: 4) {\n      year\n      dates\n    }\n  }\n": typeof types.FestivalRuleDatesDocument,
    "\n  query FestivalDates($from: String!, $to: String!) {\n    festivalDates(from: $from, to: $to) {\n      date\n      festivalId\n      festivalName\n      isFixedDate\n      dateRule {\n        ...DateRuleFields\n      }\n      posts\n    }\n  }\n": typeof types.FestivalDatesDocument,
    "\n  query Notifications($limit: Int!) {\n    notifications(limit: $limit) {\n      id\n      title\n      body\n      subjectType\n      state\n      sentByName\n      createdAt\n      deliveredAt\n      error\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  query BusinessProfile($userId: ID!) {\n    businessProfile(userId: $userId) {\n      id\n      businessLogo {\n        ...ImageFields\n      }\n      businessFrame {\n        ...ImageFields\n      }\n    }\n  }\n": typeof types.BusinessProfileDocument,
    "\n  query PanchayatProfile($userId: ID!) {\n    panchayatProfile(userId: $userId) {\n      userId\n      panchayatLogo {\n        ...ImageFields\n      }\n      personImage {\n        ...ImageFields\n      }\n      panchayatFrame {\n        ...ImageFields\n      }\n    }\n  }\n": typeof types.PanchayatProfileDocument,
    "\n  query ElectionProfile($userId: ID!) {\n    electionProfile(userId: $userId) {\n      userId\n      candidateSymbol {\n        ...ImageFields\n      }\n      candidateImage {\n        ...ImageFields\n      }\n      candidateFrame {\n        ...ImageFields\n      }\n    }\n  }\n": typeof types.ElectionProfileDocument,
    "\n  mutation SaveBusinessProfile($userId: ID!, $businessLogo: Upload, $businessFrame: [Upload!]) {\n    saveBusinessProfile(userId: $userId, businessLogo: $businessLogo, businessFrame: $businessFrame) {\n      id\n    }\n  }\n": typeof types.SaveBusinessProfileDocument,
    "\n  mutation SavePanchayatProfile($userId: ID!, $panchayatLogo: Upload, $personImage: Upload, $panchayatFrame: [Upload!]) {\n    savePanchayatProfile(userId: $userId, panchayatLogo: $panchayatLogo, personImage: $personImage, panchayatFrame: $panchayatFrame) {\n      userId\n    }\n  }\n": typeof types.SavePanchayatProfileDocument,
    "\n  mutation SaveElectionProfile($userId: ID!, $candidateSymbol: Upload, $candidateImage: Upload, $candidateFrame: [Upload!]) {\n    saveElectionProfile(userId: $userId, candidateSymbol: $candidateSymbol, candidateImage: $candidateImage, candidateFrame: $candidateFrame) {\n      userId\n    }\n  }\n": typeof types.SaveElectionProfileDocument,
    "\n  mutation RestoreTrashEntry($id: ID!) {\n    restoreTrashEntry(id: $id) {\n      id\n      label\n    }\n  }\n": typeof types.RestoreTrashEntryDocument,
    "\n  query ScheduledNotifications(\n    $page: Int!\n    $limit: Int!\n    $query: String\n    $status: ScheduledNotificationStatus\n    $automatic: Boolean\n    $withinDays: Int\n  ) {\n    scheduledNotifications(page: $page, limit: $limit, query: $query, status: $status, automatic: $automatic, withinDays: $withinDays) {\n      totalCount\n      items {\n        id\n        subjectType\n        subjectId\n        title\n        sendAt\n        status\n        reason\n        automatic\n        scheduledByName\n        createdAt\n      }\n    }\n  }\n": typeof types.ScheduledNotificationsDocument,
    "\n  mutation ScheduleNotification($input: ScheduleNotificationInput!) {\n    scheduleNotification(input: $input) {\n      id\n      sendAt\n      status\n    }\n  }\n": typeof types.ScheduleNotificationDocument,
    "\n  query SubscriptionPlans($status: Boolean, $type: UserType) {\n    subscriptionPlans(status: $status, type: $type) {\n      ...SubscriptionPlanFields\n    }\n  }\n": typeof types.SubscriptionPlansDocument,
    "\n  query TrashRetentionDays {\n    trashRetentionDays\n  }\n": typeof types.TrashRetentionDaysDocument,
    "\n  query AuditChanges($eventId: String!) {\n    auditChanges(eventId: $eventId) {\n      id\n      entityKind\n      entityId\n      entityName\n      operation\n      fields {\n        field\n        label\n        beforeText\n        afterText\n      }\n    }\n  }\n": typeof types.AuditChangesDocument,
    "\n  query AuditEvents(\n    $page: Int\n    $limit: Int\n    $staffId: ID\n    $entityKind: String\n    $entityId: String\n    $name: String\n    $action: AuditAction\n    $from: String\n    $to: String\n  ) {\n    auditEvents(\n      page: $page\n      limit: $limit\n      staffId: $staffId\n      entityKind: $entityKind\n      entityId: $entityId\n      name: $name\n      action: $action\n      from: $from\n      to: $to\n    ) {\n      totalCount\n      items {\n        id\n        occurredAt\n        action\n        entityKind\n        entityId\n        entityName\n        summary\n        staffId\n        staffName\n        staffRole\n        requestId\n        clientIp\n        changeCount\n      }\n    }\n  }\n": typeof types.AuditEventsDocument,
    "\n  mutation DeleteImage($id: ID!) {\n    deleteImage(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteImageDocument,
    "\n  fragment ImageFields on Image {\n    id\n    path\n    thumbnailPath\n    width\n    height\n    originalName\n    position\n  }\n": typeof types.ImageFieldsFragmentDoc,
    "\n  mutation ReorderImages($ids: [ID!]!) {\n    reorderImages(ids: $ids) {\n      id\n      position\n    }\n  }\n": typeof types.ReorderImagesDocument,
    "\n  mutation CreateSlider($input: CreateSliderInput!, $sliderImage: Upload!) {\n    createSlider(input: $input, sliderImage: $sliderImage) {\n      ...SliderFields\n    }\n  }\n": typeof types.CreateSliderDocument,
    "\n  mutation DeleteSlider($id: ID!) {\n    deleteSlider(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteSliderDocument,
    "\n  fragment SliderFields on Slider {\n    id\n    sliderName\n    sliderLink\n    status\n    createdAt\n    image {\n      ...ImageFields\n    }\n  }\n": typeof types.SliderFieldsFragmentDoc,
    "\n  query Sliders {\n    sliders {\n      ...SliderFields\n    }\n  }\n": typeof types.SlidersDocument,
    "\n  mutation UpdateSlider($input: UpdateSliderInput!, $sliderImage: Upload) {\n    updateSlider(input: $input, sliderImage: $sliderImage) {\n      ...SliderFields\n    }\n  }\n": typeof types.UpdateSliderDocument,
    "\n  mutation AddSubcategoryImages($id: ID!, $categoryId: ID, $images: [Upload!]!) {\n    addSubcategoryImages(id: $id, categoryId: $categoryId, images: $images) {\n      id\n    }\n  }\n": typeof types.AddSubcategoryImagesDocument,
    "\n  mutation CreateSubcategory($input: CreateSubcategoryInput!) {\n    createSubcategory(input: $input) {\n      ...SubcategoryFields\n    }\n  }\n": typeof types.CreateSubcategoryDocument,
    "\n  mutation DeleteSubcategory($id: ID!) {\n    deleteSubcategory(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteSubcategoryDocument,
    "\n  mutation NotifySubcategory($id: ID!) {\n    notifySubcategory(id: $id) {\n      id\n      state\n    }\n  }\n": typeof types.NotifySubcategoryDocument,
    "\n  query Subcategories($id: ID!) {\n    subcategories(id: $id) {\n      ...SubcategoryFields\n    }\n  }\n": typeof types.SubcategoriesDocument,
    "\n  fragment SubcategoryFields on Subcategory {\n    id\n    categoryId\n    subcategoryName\n    priority\n    status\n    images {\n      ...ImageFields\n    }\n  }\n": typeof types.SubcategoryFieldsFragmentDoc,
    "\n  query SubcategoryImages($id: ID!) {\n    subcategoryImages(id: $id) {\n      ...ImageFields\n    }\n  }\n": typeof types.SubcategoryImagesDocument,
    "\n  mutation UpdateSubcategory($input: UpdateSubcategoryInput!) {\n    updateSubcategory(input: $input) {\n      ...SubcategoryFields\n    }\n  }\n": typeof types.UpdateSubcategoryDocument,
    "\n  mutation AssignSubscription($input: AssignSubscriptionInput!) {\n    assignSubscription(input: $input) {\n      ...AppUserFields\n    }\n  }\n": typeof types.AssignSubscriptionDocument,
    "\n  mutation DeleteSubscription($userId: ID!) {\n    deleteSubscription(userId: $userId) {\n      ...AppUserFields\n    }\n  }\n": typeof types.DeleteSubscriptionDocument,
    "\n  query SubscribedUsers(\n    $page: Int!\n    $limit: Int!\n    $query: String\n    $state: SubscriptionState!\n    $after: ID\n    $sortBy: AppUserSortColumn\n    $sortDirection: SortDirection\n  ) {\n    subscribedUsers(page: $page, limit: $limit, query: $query, state: $state, after: $after, sortBy: $sortBy, sortDirection: $sortDirection) {\n      totalCount\n      countCapped\n      items {\n        ...AppUserFields\n      }\n    }\n  }\n": typeof types.SubscribedUsersDocument,
    "\n  mutation CreateSubscriptionPlan($input: CreateSubscriptionPlanInput!) {\n    createSubscriptionPlan(input: $input) {\n      ...SubscriptionPlanFields\n    }\n  }\n": typeof types.CreateSubscriptionPlanDocument,
    "\n  mutation DeleteSubscriptionPlan($id: ID!) {\n    deleteSubscriptionPlan(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteSubscriptionPlanDocument,
    "\n  fragment SubscriptionPlanFields on SubscriptionPlan {\n    id\n    subscriptionName\n    subscriptionAmount\n    subscriptionDuration\n    subscriptionType\n    status\n    holderCount\n  }\n": typeof types.SubscriptionPlanFieldsFragmentDoc,
    "\n  mutation UpdateSubscriptionPlan($input: UpdateSubscriptionPlanInput!) {\n    updateSubscriptionPlan(input: $input) {\n      ...SubscriptionPlanFields\n    }\n  }\n": typeof types.UpdateSubscriptionPlanDocument,
    "\n  fragment SuvicharFields on Suvichar {\n    id\n    text\n    author\n    day\n    status\n    image {\n      ...ImageFields\n    }\n  }\n": typeof types.SuvicharFieldsFragmentDoc,
    "\n  query Suvichars($page: Int, $limit: Int, $query: String) {\n    suvichars(page: $page, limit: $limit, query: $query) {\n      items {\n        ...SuvicharFields\n      }\n      totalCount\n    }\n  }\n": typeof types.SuvicharsDocument,
    "\n  mutation CreateSuvichar($input: CreateSuvicharInput!, $suvicharImage: Upload) {\n    createSuvichar(input: $input, suvicharImage: $suvicharImage) {\n      ...SuvicharFields\n    }\n  }\n": typeof types.CreateSuvicharDocument,
    "\n  mutation UpdateSuvichar($input: UpdateSuvicharInput!, $suvicharImage: Upload) {\n    updateSuvichar(input: $input, suvicharImage: $suvicharImage) {\n      ...SuvicharFields\n    }\n  }\n": typeof types.UpdateSuvicharDocument,
    "\n  mutation DeleteSuvichar($id: ID!) {\n    deleteSuvichar(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteSuvicharDocument,
    "\n  mutation CreateThemeSample($input: CreateThemeSampleInput!, $themeSampleImage: Upload!) {\n    createThemeSample(input: $input, themeSampleImage: $themeSampleImage) {\n      ...ThemeSampleFields\n    }\n  }\n": typeof types.CreateThemeSampleDocument,
    "\n  mutation DeleteThemeSample($id: ID!) {\n    deleteThemeSample(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteThemeSampleDocument,
    "\n  fragment ThemeSampleFields on ThemeSample {\n    id\n    status\n    createdAt\n    image {\n      ...ImageFields\n    }\n  }\n": typeof types.ThemeSampleFieldsFragmentDoc,
    "\n  query ThemeSamples {\n    themeSamples {\n      ...ThemeSampleFields\n    }\n  }\n": typeof types.ThemeSamplesDocument,
    "\n  mutation UpdateThemeSample($input: UpdateThemeSampleInput!, $themeSampleImage: Upload) {\n    updateThemeSample(input: $input, themeSampleImage: $themeSampleImage) {\n      ...ThemeSampleFields\n    }\n  }\n": typeof types.UpdateThemeSampleDocument,
    "\n  mutation DeleteTrashEntryForever($id: ID!) {\n    deleteTrashEntryForever(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteTrashEntryForeverDocument,
    "\n  query TrashEntries($page: Int!, $limit: Int!, $query: String, $kind: TrashKind) {\n    trashEntries(page: $page, limit: $limit, query: $query, kind: $kind) {\n      totalCount\n      items {\n        id\n        kind\n        label\n        summary\n        thumbnailPath\n        deletedByName\n        deletedAt\n        purgeAt\n      }\n    }\n  }\n": typeof types.TrashEntriesDocument,
    "\n  mutation BeginTwoFactorSetup {\n    beginTwoFactorSetup {\n      secret\n      qrCode\n    }\n  }\n": typeof types.BeginTwoFactorSetupDocument,
    "\n  mutation ConfirmTwoFactorSetup($input: TwoFactorCodeInput!) {\n    confirmTwoFactorSetup(input: $input) {\n      codes\n    }\n  }\n": typeof types.ConfirmTwoFactorSetupDocument,
    "\n  mutation DisableTwoFactor($input: TwoFactorCodeInput!) {\n    disableTwoFactor(input: $input) {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n": typeof types.DisableTwoFactorDocument,
    "\n  mutation RegenerateRecoveryCodes($input: TwoFactorCodeInput!) {\n    regenerateRecoveryCodes(input: $input) {\n      codes\n    }\n  }\n": typeof types.RegenerateRecoveryCodesDocument,
    "\n  mutation StartTwoFactorEnrolment($input: TwoFactorChallengeInput!) {\n    startTwoFactorEnrolment(input: $input) {\n      secret\n      qrCode\n    }\n  }\n": typeof types.StartTwoFactorEnrolmentDocument,
    "\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n": typeof types.TwoFactorStatusDocument,
    "\n  mutation VerifyTwoFactor($input: VerifyTwoFactorInput!) {\n    verifyTwoFactor(input: $input) {\n      token\n      recoveryCodes\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.VerifyTwoFactorDocument,
};
const documents: Documents = {
    "\n  fragment AdminUserFields on StaffUser {\n    id\n    name\n    email\n    role\n    status\n    createdAt\n  }\n": types.AdminUserFieldsFragmentDoc,
    "\n  mutation CreateAdminUser($input: CreateStaffUserInput!) {\n    createAdminUser(input: $input) {\n      ...AdminUserFields\n    }\n  }\n": types.CreateAdminUserDocument,
    "\n  mutation DeleteAdminUser($id: ID!) {\n    deleteAdminUser(id: $id) {\n      id\n    }\n  }\n": types.DeleteAdminUserDocument,
    "\n  mutation ResetTwoFactor($id: ID!) {\n    resetTwoFactor(id: $id)\n  }\n": types.ResetTwoFactorDocument,
    "\n  query SecuritySettings {\n    securitySettings {\n      requireTwoFactor\n    }\n  }\n": types.SecuritySettingsDocument,
    "\n  mutation SetTemporaryPassword($input: SetTemporaryPasswordInput!) {\n    setTemporaryPassword(input: $input)\n  }\n": types.SetTemporaryPasswordDocument,
    "\n  mutation UpdateAdminUser($input: UpdateStaffUserInput!) {\n    updateAdminUser(input: $input) {\n      ...AdminUserFields\n    }\n  }\n": types.UpdateAdminUserDocument,
    "\n  mutation UpdateSecuritySettings($input: SecuritySettingsInput!) {\n    updateSecuritySettings(input: $input) {\n      requireTwoFactor\n    }\n  }\n": types.UpdateSecuritySettingsDocument,
    "\n  fragment AppUserFields on AppUser {\n    id\n    name\n    mobile\n    occupation\n    status\n    userType\n    downloadLimit\n    village\n    taluka\n    district\n    createdAt\n    subscription {\n      subscriptionId\n      subscriptionName\n      startDate\n      endDate\n    }\n  }\n": types.AppUserFieldsFragmentDoc,
    "\n  query AppUsers($page: Int!, $limit: Int!, $query: String, $after: ID, $sortBy: AppUserSortColumn, $sortDirection: SortDirection) {\n    appUsers(page: $page, limit: $limit, query: $query, after: $after, sortBy: $sortBy, sortDirection: $sortDirection) {\n      totalCount\n      countCapped\n      items {\n        ...AppUserFields\n      }\n    }\n  }\n": types.AppUsersDocument,
    "\n  mutation CreateAppUser($input: CreateAppUserInput!) {\n    createAppUser(input: $input) {\n      ...AppUserFields\n    }\n  }\n": types.CreateAppUserDocument,
    "\n  mutation DeleteAppUser($id: ID!) {\n    deleteAppUser(id: $id) {\n      id\n    }\n  }\n": types.DeleteAppUserDocument,
    "\n  query Occupations {\n    occupations\n  }\n": types.OccupationsDocument,
    "\n  mutation UpdateAppUser($input: UpdateAppUserInput!) {\n    updateAppUser(input: $input) {\n      ...AppUserFields\n    }\n  }\n": types.UpdateAppUserDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on LoginResult {\n        token\n        user {\n          ...SessionUser\n        }\n      }\n      ... on TwoFactorChallenge {\n        challenge\n        enrolmentRequired\n      }\n      ... on PasswordChangeChallenge {\n        challenge\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation ChangeTemporaryPassword($input: ChangeTemporaryPasswordInput!) {\n    changeTemporaryPassword(input: $input) {\n      __typename\n      ... on LoginResult {\n        token\n        user {\n          ...SessionUser\n        }\n      }\n      ... on TwoFactorChallenge {\n        challenge\n        enrolmentRequired\n      }\n    }\n  }\n": types.ChangeTemporaryPasswordDocument,
    "\n  query PasswordResetAvailable {\n    passwordResetAvailable\n  }\n": types.PasswordResetAvailableDocument,
    "\n  mutation RequestPasswordReset($input: ForgotPasswordInput!) {\n    requestPasswordReset(input: $input)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  fragment BusinessFields on Business {\n    id\n    userId\n    businessName\n    businessEmail\n    businessMobile\n    businessWebsite\n    businessTagLine\n    businessAddress\n    businessLogo {\n      ...ImageFields\n    }\n    businessFrame {\n      ...ImageFields\n    }\n  }\n": types.BusinessFieldsFragmentDoc,
    "\n  query Businesses($id: ID!) {\n    businesses(id: $id) {\n      ...BusinessFields\n    }\n  }\n": types.BusinessesDocument,
    "\n  query BusinessOwner($id: ID!) {\n    appUserSummary(id: $id) {\n      id\n      name\n      userType\n    }\n  }\n": types.BusinessOwnerDocument,
    "\n  query BusinessFrames($id: ID!) {\n    business(id: $id) {\n      id\n      businessFrame {\n        ...ImageFields\n      }\n    }\n  }\n": types.BusinessFramesDocument,
    "\n  mutation CreateBusiness($input: CreateBusinessInput!, $businessLogo: Upload, $businessFrame: [Upload!]) {\n    createBusiness(input: $input, businessLogo: $businessLogo, businessFrame: $businessFrame) {\n      ...BusinessFields\n    }\n  }\n": types.CreateBusinessDocument,
    "\n  mutation UpdateBusiness($input: UpdateBusinessInput!, $businessLogo: Upload, $businessFrame: [Upload!]) {\n    updateBusiness(input: $input, businessLogo: $businessLogo, businessFrame: $businessFrame) {\n      ...BusinessFields\n    }\n  }\n": types.UpdateBusinessDocument,
    "\n  mutation DeleteBusiness($id: ID!) {\n    deleteBusiness(id: $id) {\n      id\n    }\n  }\n": types.DeleteBusinessDocument,
    "\n  fragment CategoryFields on Category {\n    id\n    categoryName\n    isElection\n    status\n    totalSubcategories\n    totalGreetings\n  }\n": types.CategoryFieldsFragmentDoc,
    "\n  mutation CreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) {\n      ...CategoryFields\n    }\n  }\n": types.CreateCategoryDocument,
    "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      id\n    }\n  }\n": types.DeleteCategoryDocument,
    "\n  mutation UpdateCategory($input: UpdateCategoryInput!) {\n    updateCategory(input: $input) {\n      ...CategoryFields\n    }\n  }\n": types.UpdateCategoryDocument,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": types.MeDocument,
    "\n  mutation SetMyPreferences($input: PreferencesInput!) {\n    setMyPreferences(input: $input) {\n      ...SessionUser\n    }\n  }\n": types.SetMyPreferencesDocument,
    "\n  fragment SessionUser on StaffUser {\n    id\n    name\n    email\n    role\n    status\n    language\n    gujaratiDigits\n  }\n": types.SessionUserFragmentDoc,
    "\n  mutation AddCustomCategoryImages($id: ID!, $images: [Upload!]!) {\n    addCustomCategoryImages(id: $id, images: $images) {\n      id\n    }\n  }\n": types.AddCustomCategoryImagesDocument,
    "\n  mutation CreateCustomCategory($input: CreateCustomCategoryInput!) {\n    createCustomCategory(input: $input) {\n      ...CustomCategoryFields\n    }\n  }\n": types.CreateCustomCategoryDocument,
    "\n  query CustomCategories {\n    customCategories {\n      ...CustomCategoryFields\n    }\n  }\n": types.CustomCategoriesDocument,
    "\n  fragment CustomCategoryFields on CustomCategory {\n    id\n    customcategoryName\n    priority\n    status\n    images {\n      ...ImageFields\n    }\n  }\n": types.CustomCategoryFieldsFragmentDoc,
    "\n  query CustomCategoryImages($id: ID!) {\n    customCategoryImages(id: $id) {\n      ...ImageFields\n    }\n  }\n": types.CustomCategoryImagesDocument,
    "\n  mutation DeleteCustomCategory($id: ID!) {\n    deleteCustomCategory(id: $id) {\n      id\n    }\n  }\n": types.DeleteCustomCategoryDocument,
    "\n  mutation NotifyCustomCategory($id: ID!) {\n    notifyCustomCategory(id: $id) {\n      id\n      state\n    }\n  }\n": types.NotifyCustomCategoryDocument,
    "\n  mutation UpdateCustomCategory($input: UpdateCustomCategoryInput!) {\n    updateCustomCategory(input: $input) {\n      ...CustomCategoryFields\n    }\n  }\n": types.UpdateCustomCategoryDocument,
    "\n  query Dashboard {\n    dashboard {\n      totalUsers\n      activeUserCount\n      festivalCount\n      totalGreetings\n    }\n  }\n": types.DashboardDocument,
    "\n  query UpcomingFestivals($from: String!) {\n    upcomingFestivals(from: $from, days: 60, atLeast: 5) {\n      date\n      festivalId\n      festivalName\n      isFixedDate\n      posts\n    }\n  }\n": types.UpcomingFestivalsDocument,
    "\n  mutation CreateFestival($input: CreateFestivalInput!, $festivalImages: [Upload!]) {\n    createFestival(input: $input, festivalImages: $festivalImages) {\n      ...FestivalFields\n    }\n  }\n": types.CreateFestivalDocument,
    "\n  fragment DateRuleFields on FestivalDateRule {\n    kind\n    month\n    paksha\n    tithi\n    observance\n    sign\n    offsetDays\n    description\n  }\n": types.DateRuleFieldsFragmentDoc,
    "\n  mutation DeleteFestival($id: ID!) {\n    deleteFestival(id: $id) {\n      id\n    }\n  }\n": types.DeleteFestivalDocument,
    "\n  fragment FestivalFields on Festival {\n    id\n    festivalName\n    isFixedDate\n    festivalDate\n    nextDate\n    dateRule {\n      ...DateRuleFields\n    }\n    status\n    festivalDescription\n    notifyOnDay\n    notifyAt\n    totalPosts\n    images {\n      ...ImageFields\n    }\n  }\n": types.FestivalFieldsFragmentDoc,
    "\n  query FestivalGallery($id: ID!) {\n    festival(id: $id) {\n      id\n      images {\n        ...ImageFields\n      }\n    }\n  }\n": types.FestivalGalleryDocument,
    "\n  query Festivals {\n    festivals {\n      ...FestivalFields\n    }\n  }\n": types.FestivalsDocument,
    "\n  mutation NotifyFestival($id: ID!) {\n    notifyFestival(id: $id) {\n      id\n    }\n  }\n": types.NotifyFestivalDocument,
    "\n  mutation UpdateFestival($input: UpdateFestivalInput!, $festivalImages: [Upload!]) {\n    updateFestival(input: $input, festivalImages: $festivalImages) {\n      ...FestivalFields\n    }\n  }\n": types.UpdateFestivalDocument,
    "\n  mutation CreateFrame($input: CreateFrameInput!) {\n    createFrame(input: $input) {\n      ...FrameListFields\n    }\n  }\n": types.CreateFrameDocument,
    "\n  mutation CreateFrameField($input: CreateFrameFieldInput!, $image: Upload) {\n    createFrameField(input: $input, image: $image) {\n      ...FrameFieldFields\n    }\n  }\n": types.CreateFrameFieldDocument,
    "\n  mutation DeleteFrame($id: ID!) {\n    deleteFrame(id: $id) {\n      id\n    }\n  }\n": types.DeleteFrameDocument,
    "\n  mutation DeleteFrameField($id: ID!) {\n    deleteFrameField(id: $id) {\n      id\n    }\n  }\n": types.DeleteFrameFieldDocument,
    "\n  query Frame($id: ID!) {\n    frame(id: $id) {\n      ...FrameListFields\n      imageWidth\n      imageHeight\n      renderWidth\n      renderHeight\n      image {\n        ...ImageFields\n      }\n      regions {\n        id\n        x\n        y\n        width\n        height\n        data {\n          index\n        }\n        dataType\n        properties {\n          fontColor\n          fontSize\n          fontWeight\n          fontFamily\n        }\n      }\n    }\n  }\n": types.FrameDocument,
    "\n  fragment FrameFieldFields on FrameField {\n    id\n    title\n    variableName\n    type\n    isElection\n    frameCount\n    image {\n      ...ImageFields\n    }\n  }\n": types.FrameFieldFieldsFragmentDoc,
    "\n  query FrameFields {\n    frameFields {\n      ...FrameFieldFields\n    }\n  }\n": types.FrameFieldsDocument,
    "\n  fragment FrameListFields on Frame {\n    id\n    frameName\n    status\n    isElection\n    image {\n      ...ImageFields\n    }\n  }\n": types.FrameListFieldsFragmentDoc,
    "\n  query FrameRenderUrl($id: ID!, $userId: ID!) {\n    frameRenderUrl(id: $id, userId: $userId)\n  }\n": types.FrameRenderUrlDocument,
    "\n  query Frames($page: Int!, $limit: Int!, $query: String) {\n    frames(page: $page, limit: $limit, query: $query) {\n      totalCount\n      items {\n        ...FrameListFields\n      }\n    }\n  }\n": types.FramesDocument,
    "\n  query FrameRenderUsers($query: String) {\n    appUsers(page: 1, limit: 10, query: $query) {\n      items {\n        id\n        name\n        mobile\n      }\n    }\n  }\n": types.FrameRenderUsersDocument,
    "\n  mutation UpdateFrame($input: UpdateFrameInput!) {\n    updateFrame(input: $input) {\n      ...FrameListFields\n    }\n  }\n": types.UpdateFrameDocument,
    "\n  mutation UpdateFrameField($input: UpdateFrameFieldInput!, $image: Upload) {\n    updateFrameField(input: $input, image: $image) {\n      ...FrameFieldFields\n    }\n  }\n": types.UpdateFrameFieldDocument,
    "\n  mutation UploadFrameImage($image: Upload!) {\n    uploadFrameImage(image: $image) {\n      ...ImageFields\n    }\n  }\n": types.UploadFrameImageDocument,
    "\n  mutation AddGreetingImages($id: ID!, $categoryId: ID, $images: [Upload!]!) {\n    addGreetingImages(id: $id, categoryId: $categoryId, images: $images) {\n      id\n    }\n  }\n": types.AddGreetingImagesDocument,
    "\n  mutation CreateGreeting($input: CreateGreetingInput!) {\n    createGreeting(input: $input) {\n      ...GreetingFields\n    }\n  }\n": types.CreateGreetingDocument,
    "\n  mutation DeleteGreeting($id: ID!) {\n    deleteGreeting(id: $id) {\n      id\n    }\n  }\n": types.DeleteGreetingDocument,
    "\n  fragment GreetingFields on Greeting {\n    id\n    categoryId\n    greetingName\n    status\n    isHomePage\n    images {\n      ...ImageFields\n    }\n  }\n": types.GreetingFieldsFragmentDoc,
    "\n  query GreetingImages($id: ID!) {\n    greetingImages(id: $id) {\n      ...ImageFields\n    }\n  }\n": types.GreetingImagesDocument,
    "\n  query Greetings($id: ID!) {\n    greetings(id: $id) {\n      ...GreetingFields\n    }\n  }\n": types.GreetingsDocument,
    "\n  mutation UpdateGreeting($input: UpdateGreetingInput!) {\n    updateGreeting(input: $input) {\n      ...GreetingFields\n    }\n  }\n": types.UpdateGreetingDocument,
    "\n  mutation CancelScheduledNotification($id: ID!) {\n    cancelScheduledNotification(id: $id) {\n      id\n      status\n      reason\n    }\n  }\n": types.CancelScheduledNotificationDocument,
    "\n  mutation MoveScheduledNotification($input: MoveScheduledNotificationInput!) {\n    moveScheduledNotification(input: $input) {\n      id\n      sendAt\n      status\n    }\n  }\n": types.MoveScheduledNotificationDocument,
    "\n  mutation CreateFestivalPost($input: CreateFestivalPostInput!) {\n    createFestivalPost(input: $input) {\n      ...FestivalPostFields\n    }\n  }\n": types.CreateFestivalPostDocument,
    "\n  mutation DeleteFestivalPost($id: ID!) {\n    deleteFestivalPost(id: $id) {\n      id\n    }\n  }\n": types.DeleteFestivalPostDocument,
    "\n  query FestivalChoices {\n    festivalChoices {\n      id\n      festivalName\n      festivalDate\n      nextDate\n    }\n  }\n": types.FestivalChoicesDocument,
    "\n  fragment FestivalPostFields on FestivalPost {\n    id\n    postName\n    festivalId\n    festivalName\n    postStartDate\n    postEndDate\n    status\n    start\n    end\n    title\n  }\n": types.FestivalPostFieldsFragmentDoc,
    "\n  query Posts($start: String!, $end: String!) {\n    posts(start: $start, end: $end) {\n      ...FestivalPostFields\n    }\n  }\n": types.PostsDocument,
    "\n  mutation UpdateFestivalPost($input: UpdateFestivalPostInput!) {\n    updateFestivalPost(input: $input) {\n      ...FestivalPostFields\n    }\n  }\n": types.UpdateFestivalPostDocument,
    "\n  query EndingSubscriptions($page: Int!, $limit: Int!, $query: String) {\n    endingSubscriptions(page: $page, limit: $limit, query: $query) {\n      totalCount\n      items {\n        userId\n        name\n        mobile\n        userType\n        planName\n        endDay\n      }\n    }\n  }\n": types.EndingSubscriptionsDocument,
    "\n  query Reports {\n    reports {\n      today\n      newUsersPerDay {\n        day\n        users\n      }\n      usersByType {\n        label\n        users\n      }\n      usersByDistrict {\n        label\n        users\n      }\n      activePlans {\n        planId\n        planName\n        planType\n        users\n      }\n      revenueByMonth {\n        month\n        amount\n        assignments\n      }\n    }\n  }\n": types.ReportsDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions {\n      ended\n    }\n  }\n": types.EndOtherSessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      ended\n    }\n  }\n": types.EndSessionDocument,
    "\n  mutation EndStaffSessions($staffId: ID!) {\n    endStaffSessions(staffId: $staffId) {\n      ended\n    }\n  }\n": types.EndStaffSessionsDocument,
    "\n  query MySessions($limit: Int!) {\n    mySessions(limit: $limit) {\n      totalCount\n      items {\n        ...StaffSessionFields\n      }\n    }\n  }\n": types.MySessionsDocument,
    "\n  fragment StaffSessionFields on StaffSession {\n    id\n    client\n    ip\n    createdAt\n    lastSeenAt\n    current\n  }\n": types.StaffSessionFieldsFragmentDoc,
    "\n  query StaffSessions($staffId: ID!, $limit: Int!) {\n    staffSessions(staffId: $staffId, limit: $limit) {\n      totalCount\n      items {\n        ...StaffSessionFields\n      }\n    }\n  }\n": types.StaffSessionsDocument,
    "\n  query AdminUsers($search: String) {\n    adminUsers(search: $search) {\n      ...AdminUserFields\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query Categories($status: Boolean) {\n    categories(status: $status) {\n      ...CategoryFields\n    }\n  }\n": types.CategoriesDocument,
    "\n  query Category($id: ID!) {\n    category(id: $id) {\n      ...CategoryFields\n    }\n  }\n": types.CategoryDocument,
    "\n  query FestivalPresets {\n    festivalPresets {\n      key\n      name\n      note\n      rule {\n        ...DateRuleFields\n      }\n    }\n  }\n": types.FestivalPresetsDocument,
    "\n  query FestivalRuleDates($rule: FestivalDateRuleInput!, $fromYear: Int) {\n    festivalRuleDates(rule: $rule, fromYear: $fromYear, years: 4) {\n      year\n      dates\n    }\n  }\n": types.FestivalRuleDatesDocument,
    "\n  query FestivalDates($from: String!, $to: String!) {\n    festivalDates(from: $from, to: $to) {\n      date\n      festivalId\n      festivalName\n      isFixedDate\n      dateRule {\n        ...DateRuleFields\n      }\n      posts\n    }\n  }\n": types.FestivalDatesDocument,
    "\n  query Notifications($limit: Int!) {\n    notifications(limit: $limit) {\n      id\n      title\n      body\n      subjectType\n      state\n      sentByName\n      createdAt\n      deliveredAt\n      error\n    }\n  }\n": types.NotificationsDocument,
    "\n  query BusinessProfile($userId: ID!) {\n    businessProfile(userId: $userId) {\n      id\n      businessLogo {\n        ...ImageFields\n      }\n      businessFrame {\n        ...ImageFields\n      }\n    }\n  }\n": types.BusinessProfileDocument,
    "\n  query PanchayatProfile($userId: ID!) {\n    panchayatProfile(userId: $userId) {\n      userId\n      panchayatLogo {\n        ...ImageFields\n      }\n      personImage {\n        ...ImageFields\n      }\n      panchayatFrame {\n        ...ImageFields\n      }\n    }\n  }\n": types.PanchayatProfileDocument,
    "\n  query ElectionProfile($userId: ID!) {\n    electionProfile(userId: $userId) {\n      userId\n      candidateSymbol {\n        ...ImageFields\n      }\n      candidateImage {\n        ...ImageFields\n      }\n      candidateFrame {\n        ...ImageFields\n      }\n    }\n  }\n": types.ElectionProfileDocument,
    "\n  mutation SaveBusinessProfile($userId: ID!, $businessLogo: Upload, $businessFrame: [Upload!]) {\n    saveBusinessProfile(userId: $userId, businessLogo: $businessLogo, businessFrame: $businessFrame) {\n      id\n    }\n  }\n": types.SaveBusinessProfileDocument,
    "\n  mutation SavePanchayatProfile($userId: ID!, $panchayatLogo: Upload, $personImage: Upload, $panchayatFrame: [Upload!]) {\n    savePanchayatProfile(userId: $userId, panchayatLogo: $panchayatLogo, personImage: $personImage, panchayatFrame: $panchayatFrame) {\n      userId\n    }\n  }\n": types.SavePanchayatProfileDocument,
    "\n  mutation SaveElectionProfile($userId: ID!, $candidateSymbol: Upload, $candidateImage: Upload, $candidateFrame: [Upload!]) {\n    saveElectionProfile(userId: $userId, candidateSymbol: $candidateSymbol, candidateImage: $candidateImage, candidateFrame: $candidateFrame) {\n      userId\n    }\n  }\n": types.SaveElectionProfileDocument,
    "\n  mutation RestoreTrashEntry($id: ID!) {\n    restoreTrashEntry(id: $id) {\n      id\n      label\n    }\n  }\n": types.RestoreTrashEntryDocument,
    "\n  query ScheduledNotifications(\n    $page: Int!\n    $limit: Int!\n    $query: String\n    $status: ScheduledNotificationStatus\n    $automatic: Boolean\n    $withinDays: Int\n  ) {\n    scheduledNotifications(page: $page, limit: $limit, query: $query, status: $status, automatic: $automatic, withinDays: $withinDays) {\n      totalCount\n      items {\n        id\n        subjectType\n        subjectId\n        title\n        sendAt\n        status\n        reason\n        automatic\n        scheduledByName\n        createdAt\n      }\n    }\n  }\n": types.ScheduledNotificationsDocument,
    "\n  mutation ScheduleNotification($input: ScheduleNotificationInput!) {\n    scheduleNotification(input: $input) {\n      id\n      sendAt\n      status\n    }\n  }\n": types.ScheduleNotificationDocument,
    "\n  query SubscriptionPlans($status: Boolean, $type: UserType) {\n    subscriptionPlans(status: $status, type: $type) {\n      ...SubscriptionPlanFields\n    }\n  }\n": types.SubscriptionPlansDocument,
    "\n  query TrashRetentionDays {\n    trashRetentionDays\n  }\n": types.TrashRetentionDaysDocument,
    "\n  query AuditChanges($eventId: String!) {\n    auditChanges(eventId: $eventId) {\n      id\n      entityKind\n      entityId\n      entityName\n      operation\n      fields {\n        field\n        label\n        beforeText\n        afterText\n      }\n    }\n  }\n": types.AuditChangesDocument,
    "\n  query AuditEvents(\n    $page: Int\n    $limit: Int\n    $staffId: ID\n    $entityKind: String\n    $entityId: String\n    $name: String\n    $action: AuditAction\n    $from: String\n    $to: String\n  ) {\n    auditEvents(\n      page: $page\n      limit: $limit\n      staffId: $staffId\n      entityKind: $entityKind\n      entityId: $entityId\n      name: $name\n      action: $action\n      from: $from\n      to: $to\n    ) {\n      totalCount\n      items {\n        id\n        occurredAt\n        action\n        entityKind\n        entityId\n        entityName\n        summary\n        staffId\n        staffName\n        staffRole\n        requestId\n        clientIp\n        changeCount\n      }\n    }\n  }\n": types.AuditEventsDocument,
    "\n  mutation DeleteImage($id: ID!) {\n    deleteImage(id: $id) {\n      id\n    }\n  }\n": types.DeleteImageDocument,
    "\n  fragment ImageFields on Image {\n    id\n    path\n    thumbnailPath\n    width\n    height\n    originalName\n    position\n  }\n": types.ImageFieldsFragmentDoc,
    "\n  mutation ReorderImages($ids: [ID!]!) {\n    reorderImages(ids: $ids) {\n      id\n      position\n    }\n  }\n": types.ReorderImagesDocument,
    "\n  mutation CreateSlider($input: CreateSliderInput!, $sliderImage: Upload!) {\n    createSlider(input: $input, sliderImage: $sliderImage) {\n      ...SliderFields\n    }\n  }\n": types.CreateSliderDocument,
    "\n  mutation DeleteSlider($id: ID!) {\n    deleteSlider(id: $id) {\n      id\n    }\n  }\n": types.DeleteSliderDocument,
    "\n  fragment SliderFields on Slider {\n    id\n    sliderName\n    sliderLink\n    status\n    createdAt\n    image {\n      ...ImageFields\n    }\n  }\n": types.SliderFieldsFragmentDoc,
    "\n  query Sliders {\n    sliders {\n      ...SliderFields\n    }\n  }\n": types.SlidersDocument,
    "\n  mutation UpdateSlider($input: UpdateSliderInput!, $sliderImage: Upload) {\n    updateSlider(input: $input, sliderImage: $sliderImage) {\n      ...SliderFields\n    }\n  }\n": types.UpdateSliderDocument,
    "\n  mutation AddSubcategoryImages($id: ID!, $categoryId: ID, $images: [Upload!]!) {\n    addSubcategoryImages(id: $id, categoryId: $categoryId, images: $images) {\n      id\n    }\n  }\n": types.AddSubcategoryImagesDocument,
    "\n  mutation CreateSubcategory($input: CreateSubcategoryInput!) {\n    createSubcategory(input: $input) {\n      ...SubcategoryFields\n    }\n  }\n": types.CreateSubcategoryDocument,
    "\n  mutation DeleteSubcategory($id: ID!) {\n    deleteSubcategory(id: $id) {\n      id\n    }\n  }\n": types.DeleteSubcategoryDocument,
    "\n  mutation NotifySubcategory($id: ID!) {\n    notifySubcategory(id: $id) {\n      id\n      state\n    }\n  }\n": types.NotifySubcategoryDocument,
    "\n  query Subcategories($id: ID!) {\n    subcategories(id: $id) {\n      ...SubcategoryFields\n    }\n  }\n": types.SubcategoriesDocument,
    "\n  fragment SubcategoryFields on Subcategory {\n    id\n    categoryId\n    subcategoryName\n    priority\n    status\n    images {\n      ...ImageFields\n    }\n  }\n": types.SubcategoryFieldsFragmentDoc,
    "\n  query SubcategoryImages($id: ID!) {\n    subcategoryImages(id: $id) {\n      ...ImageFields\n    }\n  }\n": types.SubcategoryImagesDocument,
    "\n  mutation UpdateSubcategory($input: UpdateSubcategoryInput!) {\n    updateSubcategory(input: $input) {\n      ...SubcategoryFields\n    }\n  }\n": types.UpdateSubcategoryDocument,
    "\n  mutation AssignSubscription($input: AssignSubscriptionInput!) {\n    assignSubscription(input: $input) {\n      ...AppUserFields\n    }\n  }\n": types.AssignSubscriptionDocument,
    "\n  mutation DeleteSubscription($userId: ID!) {\n    deleteSubscription(userId: $userId) {\n      ...AppUserFields\n    }\n  }\n": types.DeleteSubscriptionDocument,
    "\n  query SubscribedUsers(\n    $page: Int!\n    $limit: Int!\n    $query: String\n    $state: SubscriptionState!\n    $after: ID\n    $sortBy: AppUserSortColumn\n    $sortDirection: SortDirection\n  ) {\n    subscribedUsers(page: $page, limit: $limit, query: $query, state: $state, after: $after, sortBy: $sortBy, sortDirection: $sortDirection) {\n      totalCount\n      countCapped\n      items {\n        ...AppUserFields\n      }\n    }\n  }\n": types.SubscribedUsersDocument,
    "\n  mutation CreateSubscriptionPlan($input: CreateSubscriptionPlanInput!) {\n    createSubscriptionPlan(input: $input) {\n      ...SubscriptionPlanFields\n    }\n  }\n": types.CreateSubscriptionPlanDocument,
    "\n  mutation DeleteSubscriptionPlan($id: ID!) {\n    deleteSubscriptionPlan(id: $id) {\n      id\n    }\n  }\n": types.DeleteSubscriptionPlanDocument,
    "\n  fragment SubscriptionPlanFields on SubscriptionPlan {\n    id\n    subscriptionName\n    subscriptionAmount\n    subscriptionDuration\n    subscriptionType\n    status\n    holderCount\n  }\n": types.SubscriptionPlanFieldsFragmentDoc,
    "\n  mutation UpdateSubscriptionPlan($input: UpdateSubscriptionPlanInput!) {\n    updateSubscriptionPlan(input: $input) {\n      ...SubscriptionPlanFields\n    }\n  }\n": types.UpdateSubscriptionPlanDocument,
    "\n  fragment SuvicharFields on Suvichar {\n    id\n    text\n    author\n    day\n    status\n    image {\n      ...ImageFields\n    }\n  }\n": types.SuvicharFieldsFragmentDoc,
    "\n  query Suvichars($page: Int, $limit: Int, $query: String) {\n    suvichars(page: $page, limit: $limit, query: $query) {\n      items {\n        ...SuvicharFields\n      }\n      totalCount\n    }\n  }\n": types.SuvicharsDocument,
    "\n  mutation CreateSuvichar($input: CreateSuvicharInput!, $suvicharImage: Upload) {\n    createSuvichar(input: $input, suvicharImage: $suvicharImage) {\n      ...SuvicharFields\n    }\n  }\n": types.CreateSuvicharDocument,
    "\n  mutation UpdateSuvichar($input: UpdateSuvicharInput!, $suvicharImage: Upload) {\n    updateSuvichar(input: $input, suvicharImage: $suvicharImage) {\n      ...SuvicharFields\n    }\n  }\n": types.UpdateSuvicharDocument,
    "\n  mutation DeleteSuvichar($id: ID!) {\n    deleteSuvichar(id: $id) {\n      id\n    }\n  }\n": types.DeleteSuvicharDocument,
    "\n  mutation CreateThemeSample($input: CreateThemeSampleInput!, $themeSampleImage: Upload!) {\n    createThemeSample(input: $input, themeSampleImage: $themeSampleImage) {\n      ...ThemeSampleFields\n    }\n  }\n": types.CreateThemeSampleDocument,
    "\n  mutation DeleteThemeSample($id: ID!) {\n    deleteThemeSample(id: $id) {\n      id\n    }\n  }\n": types.DeleteThemeSampleDocument,
    "\n  fragment ThemeSampleFields on ThemeSample {\n    id\n    status\n    createdAt\n    image {\n      ...ImageFields\n    }\n  }\n": types.ThemeSampleFieldsFragmentDoc,
    "\n  query ThemeSamples {\n    themeSamples {\n      ...ThemeSampleFields\n    }\n  }\n": types.ThemeSamplesDocument,
    "\n  mutation UpdateThemeSample($input: UpdateThemeSampleInput!, $themeSampleImage: Upload) {\n    updateThemeSample(input: $input, themeSampleImage: $themeSampleImage) {\n      ...ThemeSampleFields\n    }\n  }\n": types.UpdateThemeSampleDocument,
    "\n  mutation DeleteTrashEntryForever($id: ID!) {\n    deleteTrashEntryForever(id: $id) {\n      id\n    }\n  }\n": types.DeleteTrashEntryForeverDocument,
    "\n  query TrashEntries($page: Int!, $limit: Int!, $query: String, $kind: TrashKind) {\n    trashEntries(page: $page, limit: $limit, query: $query, kind: $kind) {\n      totalCount\n      items {\n        id\n        kind\n        label\n        summary\n        thumbnailPath\n        deletedByName\n        deletedAt\n        purgeAt\n      }\n    }\n  }\n": types.TrashEntriesDocument,
    "\n  mutation BeginTwoFactorSetup {\n    beginTwoFactorSetup {\n      secret\n      qrCode\n    }\n  }\n": types.BeginTwoFactorSetupDocument,
    "\n  mutation ConfirmTwoFactorSetup($input: TwoFactorCodeInput!) {\n    confirmTwoFactorSetup(input: $input) {\n      codes\n    }\n  }\n": types.ConfirmTwoFactorSetupDocument,
    "\n  mutation DisableTwoFactor($input: TwoFactorCodeInput!) {\n    disableTwoFactor(input: $input) {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n": types.DisableTwoFactorDocument,
    "\n  mutation RegenerateRecoveryCodes($input: TwoFactorCodeInput!) {\n    regenerateRecoveryCodes(input: $input) {\n      codes\n    }\n  }\n": types.RegenerateRecoveryCodesDocument,
    "\n  mutation StartTwoFactorEnrolment($input: TwoFactorChallengeInput!) {\n    startTwoFactorEnrolment(input: $input) {\n      secret\n      qrCode\n    }\n  }\n": types.StartTwoFactorEnrolmentDocument,
    "\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n": types.TwoFactorStatusDocument,
    "\n  mutation VerifyTwoFactor($input: VerifyTwoFactorInput!) {\n    verifyTwoFactor(input: $input) {\n      token\n      recoveryCodes\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.VerifyTwoFactorDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserFields on StaffUser {\n    id\n    name\n    email\n    role\n    status\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminUserFields on StaffUser {\n    id\n    name\n    email\n    role\n    status\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAdminUser($input: CreateStaffUserInput!) {\n    createAdminUser(input: $input) {\n      ...AdminUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAdminUser($input: CreateStaffUserInput!) {\n    createAdminUser(input: $input) {\n      ...AdminUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAdminUser($id: ID!) {\n    deleteAdminUser(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAdminUser($id: ID!) {\n    deleteAdminUser(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetTwoFactor($id: ID!) {\n    resetTwoFactor(id: $id)\n  }\n"): (typeof documents)["\n  mutation ResetTwoFactor($id: ID!) {\n    resetTwoFactor(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecuritySettings {\n    securitySettings {\n      requireTwoFactor\n    }\n  }\n"): (typeof documents)["\n  query SecuritySettings {\n    securitySettings {\n      requireTwoFactor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTemporaryPassword($input: SetTemporaryPasswordInput!) {\n    setTemporaryPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation SetTemporaryPassword($input: SetTemporaryPasswordInput!) {\n    setTemporaryPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAdminUser($input: UpdateStaffUserInput!) {\n    updateAdminUser(input: $input) {\n      ...AdminUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAdminUser($input: UpdateStaffUserInput!) {\n    updateAdminUser(input: $input) {\n      ...AdminUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSecuritySettings($input: SecuritySettingsInput!) {\n    updateSecuritySettings(input: $input) {\n      requireTwoFactor\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSecuritySettings($input: SecuritySettingsInput!) {\n    updateSecuritySettings(input: $input) {\n      requireTwoFactor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppUserFields on AppUser {\n    id\n    name\n    mobile\n    occupation\n    status\n    userType\n    downloadLimit\n    village\n    taluka\n    district\n    createdAt\n    subscription {\n      subscriptionId\n      subscriptionName\n      startDate\n      endDate\n    }\n  }\n"): (typeof documents)["\n  fragment AppUserFields on AppUser {\n    id\n    name\n    mobile\n    occupation\n    status\n    userType\n    downloadLimit\n    village\n    taluka\n    district\n    createdAt\n    subscription {\n      subscriptionId\n      subscriptionName\n      startDate\n      endDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppUsers($page: Int!, $limit: Int!, $query: String, $after: ID, $sortBy: AppUserSortColumn, $sortDirection: SortDirection) {\n    appUsers(page: $page, limit: $limit, query: $query, after: $after, sortBy: $sortBy, sortDirection: $sortDirection) {\n      totalCount\n      countCapped\n      items {\n        ...AppUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppUsers($page: Int!, $limit: Int!, $query: String, $after: ID, $sortBy: AppUserSortColumn, $sortDirection: SortDirection) {\n    appUsers(page: $page, limit: $limit, query: $query, after: $after, sortBy: $sortBy, sortDirection: $sortDirection) {\n      totalCount\n      countCapped\n      items {\n        ...AppUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAppUser($input: CreateAppUserInput!) {\n    createAppUser(input: $input) {\n      ...AppUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAppUser($input: CreateAppUserInput!) {\n    createAppUser(input: $input) {\n      ...AppUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAppUser($id: ID!) {\n    deleteAppUser(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAppUser($id: ID!) {\n    deleteAppUser(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Occupations {\n    occupations\n  }\n"): (typeof documents)["\n  query Occupations {\n    occupations\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAppUser($input: UpdateAppUserInput!) {\n    updateAppUser(input: $input) {\n      ...AppUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAppUser($input: UpdateAppUserInput!) {\n    updateAppUser(input: $input) {\n      ...AppUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on LoginResult {\n        token\n        user {\n          ...SessionUser\n        }\n      }\n      ... on TwoFactorChallenge {\n        challenge\n        enrolmentRequired\n      }\n      ... on PasswordChangeChallenge {\n        challenge\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on LoginResult {\n        token\n        user {\n          ...SessionUser\n        }\n      }\n      ... on TwoFactorChallenge {\n        challenge\n        enrolmentRequired\n      }\n      ... on PasswordChangeChallenge {\n        challenge\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeTemporaryPassword($input: ChangeTemporaryPasswordInput!) {\n    changeTemporaryPassword(input: $input) {\n      __typename\n      ... on LoginResult {\n        token\n        user {\n          ...SessionUser\n        }\n      }\n      ... on TwoFactorChallenge {\n        challenge\n        enrolmentRequired\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeTemporaryPassword($input: ChangeTemporaryPasswordInput!) {\n    changeTemporaryPassword(input: $input) {\n      __typename\n      ... on LoginResult {\n        token\n        user {\n          ...SessionUser\n        }\n      }\n      ... on TwoFactorChallenge {\n        challenge\n        enrolmentRequired\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordResetAvailable {\n    passwordResetAvailable\n  }\n"): (typeof documents)["\n  query PasswordResetAvailable {\n    passwordResetAvailable\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: ForgotPasswordInput!) {\n    requestPasswordReset(input: $input)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: ForgotPasswordInput!) {\n    requestPasswordReset(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BusinessFields on Business {\n    id\n    userId\n    businessName\n    businessEmail\n    businessMobile\n    businessWebsite\n    businessTagLine\n    businessAddress\n    businessLogo {\n      ...ImageFields\n    }\n    businessFrame {\n      ...ImageFields\n    }\n  }\n"): (typeof documents)["\n  fragment BusinessFields on Business {\n    id\n    userId\n    businessName\n    businessEmail\n    businessMobile\n    businessWebsite\n    businessTagLine\n    businessAddress\n    businessLogo {\n      ...ImageFields\n    }\n    businessFrame {\n      ...ImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Businesses($id: ID!) {\n    businesses(id: $id) {\n      ...BusinessFields\n    }\n  }\n"): (typeof documents)["\n  query Businesses($id: ID!) {\n    businesses(id: $id) {\n      ...BusinessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessOwner($id: ID!) {\n    appUserSummary(id: $id) {\n      id\n      name\n      userType\n    }\n  }\n"): (typeof documents)["\n  query BusinessOwner($id: ID!) {\n    appUserSummary(id: $id) {\n      id\n      name\n      userType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessFrames($id: ID!) {\n    business(id: $id) {\n      id\n      businessFrame {\n        ...ImageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query BusinessFrames($id: ID!) {\n    business(id: $id) {\n      id\n      businessFrame {\n        ...ImageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBusiness($input: CreateBusinessInput!, $businessLogo: Upload, $businessFrame: [Upload!]) {\n    createBusiness(input: $input, businessLogo: $businessLogo, businessFrame: $businessFrame) {\n      ...BusinessFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBusiness($input: CreateBusinessInput!, $businessLogo: Upload, $businessFrame: [Upload!]) {\n    createBusiness(input: $input, businessLogo: $businessLogo, businessFrame: $businessFrame) {\n      ...BusinessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBusiness($input: UpdateBusinessInput!, $businessLogo: Upload, $businessFrame: [Upload!]) {\n    updateBusiness(input: $input, businessLogo: $businessLogo, businessFrame: $businessFrame) {\n      ...BusinessFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBusiness($input: UpdateBusinessInput!, $businessLogo: Upload, $businessFrame: [Upload!]) {\n    updateBusiness(input: $input, businessLogo: $businessLogo, businessFrame: $businessFrame) {\n      ...BusinessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBusiness($id: ID!) {\n    deleteBusiness(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteBusiness($id: ID!) {\n    deleteBusiness(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryFields on Category {\n    id\n    categoryName\n    isElection\n    status\n    totalSubcategories\n    totalGreetings\n  }\n"): (typeof documents)["\n  fragment CategoryFields on Category {\n    id\n    categoryName\n    isElection\n    status\n    totalSubcategories\n    totalGreetings\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) {\n      ...CategoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) {\n      ...CategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategory($input: UpdateCategoryInput!) {\n    updateCategory(input: $input) {\n      ...CategoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCategory($input: UpdateCategoryInput!) {\n    updateCategory(input: $input) {\n      ...CategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyPreferences($input: PreferencesInput!) {\n    setMyPreferences(input: $input) {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  mutation SetMyPreferences($input: PreferencesInput!) {\n    setMyPreferences(input: $input) {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on StaffUser {\n    id\n    name\n    email\n    role\n    status\n    language\n    gujaratiDigits\n  }\n"): (typeof documents)["\n  fragment SessionUser on StaffUser {\n    id\n    name\n    email\n    role\n    status\n    language\n    gujaratiDigits\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCustomCategoryImages($id: ID!, $images: [Upload!]!) {\n    addCustomCategoryImages(id: $id, images: $images) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddCustomCategoryImages($id: ID!, $images: [Upload!]!) {\n    addCustomCategoryImages(id: $id, images: $images) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomCategory($input: CreateCustomCategoryInput!) {\n    createCustomCategory(input: $input) {\n      ...CustomCategoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCustomCategory($input: CreateCustomCategoryInput!) {\n    createCustomCategory(input: $input) {\n      ...CustomCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomCategories {\n    customCategories {\n      ...CustomCategoryFields\n    }\n  }\n"): (typeof documents)["\n  query CustomCategories {\n    customCategories {\n      ...CustomCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomCategoryFields on CustomCategory {\n    id\n    customcategoryName\n    priority\n    status\n    images {\n      ...ImageFields\n    }\n  }\n"): (typeof documents)["\n  fragment CustomCategoryFields on CustomCategory {\n    id\n    customcategoryName\n    priority\n    status\n    images {\n      ...ImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomCategoryImages($id: ID!) {\n    customCategoryImages(id: $id) {\n      ...ImageFields\n    }\n  }\n"): (typeof documents)["\n  query CustomCategoryImages($id: ID!) {\n    customCategoryImages(id: $id) {\n      ...ImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCustomCategory($id: ID!) {\n    deleteCustomCategory(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCustomCategory($id: ID!) {\n    deleteCustomCategory(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotifyCustomCategory($id: ID!) {\n    notifyCustomCategory(id: $id) {\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation NotifyCustomCategory($id: ID!) {\n    notifyCustomCategory(id: $id) {\n      id\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomCategory($input: UpdateCustomCategoryInput!) {\n    updateCustomCategory(input: $input) {\n      ...CustomCategoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCustomCategory($input: UpdateCustomCategoryInput!) {\n    updateCustomCategory(input: $input) {\n      ...CustomCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    dashboard {\n      totalUsers\n      activeUserCount\n      festivalCount\n      totalGreetings\n    }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    dashboard {\n      totalUsers\n      activeUserCount\n      festivalCount\n      totalGreetings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpcomingFestivals($from: String!) {\n    upcomingFestivals(from: $from, days: 60, atLeast: 5) {\n      date\n      festivalId\n      festivalName\n      isFixedDate\n      posts\n    }\n  }\n"): (typeof documents)["\n  query UpcomingFestivals($from: String!) {\n    upcomingFestivals(from: $from, days: 60, atLeast: 5) {\n      date\n      festivalId\n      festivalName\n      isFixedDate\n      posts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFestival($input: CreateFestivalInput!, $festivalImages: [Upload!]) {\n    createFestival(input: $input, festivalImages: $festivalImages) {\n      ...FestivalFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFestival($input: CreateFestivalInput!, $festivalImages: [Upload!]) {\n    createFestival(input: $input, festivalImages: $festivalImages) {\n      ...FestivalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DateRuleFields on FestivalDateRule {\n    kind\n    month\n    paksha\n    tithi\n    observance\n    sign\n    offsetDays\n    description\n  }\n"): (typeof documents)["\n  fragment DateRuleFields on FestivalDateRule {\n    kind\n    month\n    paksha\n    tithi\n    observance\n    sign\n    offsetDays\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFestival($id: ID!) {\n    deleteFestival(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteFestival($id: ID!) {\n    deleteFestival(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FestivalFields on Festival {\n    id\n    festivalName\n    isFixedDate\n    festivalDate\n    nextDate\n    dateRule {\n      ...DateRuleFields\n    }\n    status\n    festivalDescription\n    notifyOnDay\n    notifyAt\n    totalPosts\n    images {\n      ...ImageFields\n    }\n  }\n"): (typeof documents)["\n  fragment FestivalFields on Festival {\n    id\n    festivalName\n    isFixedDate\n    festivalDate\n    nextDate\n    dateRule {\n      ...DateRuleFields\n    }\n    status\n    festivalDescription\n    notifyOnDay\n    notifyAt\n    totalPosts\n    images {\n      ...ImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FestivalGallery($id: ID!) {\n    festival(id: $id) {\n      id\n      images {\n        ...ImageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query FestivalGallery($id: ID!) {\n    festival(id: $id) {\n      id\n      images {\n        ...ImageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Festivals {\n    festivals {\n      ...FestivalFields\n    }\n  }\n"): (typeof documents)["\n  query Festivals {\n    festivals {\n      ...FestivalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotifyFestival($id: ID!) {\n    notifyFestival(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation NotifyFestival($id: ID!) {\n    notifyFestival(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFestival($input: UpdateFestivalInput!, $festivalImages: [Upload!]) {\n    updateFestival(input: $input, festivalImages: $festivalImages) {\n      ...FestivalFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFestival($input: UpdateFestivalInput!, $festivalImages: [Upload!]) {\n    updateFestival(input: $input, festivalImages: $festivalImages) {\n      ...FestivalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFrame($input: CreateFrameInput!) {\n    createFrame(input: $input) {\n      ...FrameListFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFrame($input: CreateFrameInput!) {\n    createFrame(input: $input) {\n      ...FrameListFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFrameField($input: CreateFrameFieldInput!, $image: Upload) {\n    createFrameField(input: $input, image: $image) {\n      ...FrameFieldFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFrameField($input: CreateFrameFieldInput!, $image: Upload) {\n    createFrameField(input: $input, image: $image) {\n      ...FrameFieldFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFrame($id: ID!) {\n    deleteFrame(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteFrame($id: ID!) {\n    deleteFrame(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFrameField($id: ID!) {\n    deleteFrameField(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteFrameField($id: ID!) {\n    deleteFrameField(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Frame($id: ID!) {\n    frame(id: $id) {\n      ...FrameListFields\n      imageWidth\n      imageHeight\n      renderWidth\n      renderHeight\n      image {\n        ...ImageFields\n      }\n      regions {\n        id\n        x\n        y\n        width\n        height\n        data {\n          index\n        }\n        dataType\n        properties {\n          fontColor\n          fontSize\n          fontWeight\n          fontFamily\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Frame($id: ID!) {\n    frame(id: $id) {\n      ...FrameListFields\n      imageWidth\n      imageHeight\n      renderWidth\n      renderHeight\n      image {\n        ...ImageFields\n      }\n      regions {\n        id\n        x\n        y\n        width\n        height\n        data {\n          index\n        }\n        dataType\n        properties {\n          fontColor\n          fontSize\n          fontWeight\n          fontFamily\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FrameFieldFields on FrameField {\n    id\n    title\n    variableName\n    type\n    isElection\n    frameCount\n    image {\n      ...ImageFields\n    }\n  }\n"): (typeof documents)["\n  fragment FrameFieldFields on FrameField {\n    id\n    title\n    variableName\n    type\n    isElection\n    frameCount\n    image {\n      ...ImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FrameFields {\n    frameFields {\n      ...FrameFieldFields\n    }\n  }\n"): (typeof documents)["\n  query FrameFields {\n    frameFields {\n      ...FrameFieldFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FrameListFields on Frame {\n    id\n    frameName\n    status\n    isElection\n    image {\n      ...ImageFields\n    }\n  }\n"): (typeof documents)["\n  fragment FrameListFields on Frame {\n    id\n    frameName\n    status\n    isElection\n    image {\n      ...ImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FrameRenderUrl($id: ID!, $userId: ID!) {\n    frameRenderUrl(id: $id, userId: $userId)\n  }\n"): (typeof documents)["\n  query FrameRenderUrl($id: ID!, $userId: ID!) {\n    frameRenderUrl(id: $id, userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Frames($page: Int!, $limit: Int!, $query: String) {\n    frames(page: $page, limit: $limit, query: $query) {\n      totalCount\n      items {\n        ...FrameListFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Frames($page: Int!, $limit: Int!, $query: String) {\n    frames(page: $page, limit: $limit, query: $query) {\n      totalCount\n      items {\n        ...FrameListFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FrameRenderUsers($query: String) {\n    appUsers(page: 1, limit: 10, query: $query) {\n      items {\n        id\n        name\n        mobile\n      }\n    }\n  }\n"): (typeof documents)["\n  query FrameRenderUsers($query: String) {\n    appUsers(page: 1, limit: 10, query: $query) {\n      items {\n        id\n        name\n        mobile\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFrame($input: UpdateFrameInput!) {\n    updateFrame(input: $input) {\n      ...FrameListFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFrame($input: UpdateFrameInput!) {\n    updateFrame(input: $input) {\n      ...FrameListFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFrameField($input: UpdateFrameFieldInput!, $image: Upload) {\n    updateFrameField(input: $input, image: $image) {\n      ...FrameFieldFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFrameField($input: UpdateFrameFieldInput!, $image: Upload) {\n    updateFrameField(input: $input, image: $image) {\n      ...FrameFieldFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadFrameImage($image: Upload!) {\n    uploadFrameImage(image: $image) {\n      ...ImageFields\n    }\n  }\n"): (typeof documents)["\n  mutation UploadFrameImage($image: Upload!) {\n    uploadFrameImage(image: $image) {\n      ...ImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddGreetingImages($id: ID!, $categoryId: ID, $images: [Upload!]!) {\n    addGreetingImages(id: $id, categoryId: $categoryId, images: $images) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddGreetingImages($id: ID!, $categoryId: ID, $images: [Upload!]!) {\n    addGreetingImages(id: $id, categoryId: $categoryId, images: $images) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGreeting($input: CreateGreetingInput!) {\n    createGreeting(input: $input) {\n      ...GreetingFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGreeting($input: CreateGreetingInput!) {\n    createGreeting(input: $input) {\n      ...GreetingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGreeting($id: ID!) {\n    deleteGreeting(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteGreeting($id: ID!) {\n    deleteGreeting(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GreetingFields on Greeting {\n    id\n    categoryId\n    greetingName\n    status\n    isHomePage\n    images {\n      ...ImageFields\n    }\n  }\n"): (typeof documents)["\n  fragment GreetingFields on Greeting {\n    id\n    categoryId\n    greetingName\n    status\n    isHomePage\n    images {\n      ...ImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GreetingImages($id: ID!) {\n    greetingImages(id: $id) {\n      ...ImageFields\n    }\n  }\n"): (typeof documents)["\n  query GreetingImages($id: ID!) {\n    greetingImages(id: $id) {\n      ...ImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Greetings($id: ID!) {\n    greetings(id: $id) {\n      ...GreetingFields\n    }\n  }\n"): (typeof documents)["\n  query Greetings($id: ID!) {\n    greetings(id: $id) {\n      ...GreetingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGreeting($input: UpdateGreetingInput!) {\n    updateGreeting(input: $input) {\n      ...GreetingFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGreeting($input: UpdateGreetingInput!) {\n    updateGreeting(input: $input) {\n      ...GreetingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelScheduledNotification($id: ID!) {\n    cancelScheduledNotification(id: $id) {\n      id\n      status\n      reason\n    }\n  }\n"): (typeof documents)["\n  mutation CancelScheduledNotification($id: ID!) {\n    cancelScheduledNotification(id: $id) {\n      id\n      status\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveScheduledNotification($input: MoveScheduledNotificationInput!) {\n    moveScheduledNotification(input: $input) {\n      id\n      sendAt\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation MoveScheduledNotification($input: MoveScheduledNotificationInput!) {\n    moveScheduledNotification(input: $input) {\n      id\n      sendAt\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFestivalPost($input: CreateFestivalPostInput!) {\n    createFestivalPost(input: $input) {\n      ...FestivalPostFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFestivalPost($input: CreateFestivalPostInput!) {\n    createFestivalPost(input: $input) {\n      ...FestivalPostFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFestivalPost($id: ID!) {\n    deleteFestivalPost(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteFestivalPost($id: ID!) {\n    deleteFestivalPost(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FestivalChoices {\n    festivalChoices {\n      id\n      festivalName\n      festivalDate\n      nextDate\n    }\n  }\n"): (typeof documents)["\n  query FestivalChoices {\n    festivalChoices {\n      id\n      festivalName\n      festivalDate\n      nextDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FestivalPostFields on FestivalPost {\n    id\n    postName\n    festivalId\n    festivalName\n    postStartDate\n    postEndDate\n    status\n    start\n    end\n    title\n  }\n"): (typeof documents)["\n  fragment FestivalPostFields on FestivalPost {\n    id\n    postName\n    festivalId\n    festivalName\n    postStartDate\n    postEndDate\n    status\n    start\n    end\n    title\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Posts($start: String!, $end: String!) {\n    posts(start: $start, end: $end) {\n      ...FestivalPostFields\n    }\n  }\n"): (typeof documents)["\n  query Posts($start: String!, $end: String!) {\n    posts(start: $start, end: $end) {\n      ...FestivalPostFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFestivalPost($input: UpdateFestivalPostInput!) {\n    updateFestivalPost(input: $input) {\n      ...FestivalPostFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFestivalPost($input: UpdateFestivalPostInput!) {\n    updateFestivalPost(input: $input) {\n      ...FestivalPostFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EndingSubscriptions($page: Int!, $limit: Int!, $query: String) {\n    endingSubscriptions(page: $page, limit: $limit, query: $query) {\n      totalCount\n      items {\n        userId\n        name\n        mobile\n        userType\n        planName\n        endDay\n      }\n    }\n  }\n"): (typeof documents)["\n  query EndingSubscriptions($page: Int!, $limit: Int!, $query: String) {\n    endingSubscriptions(page: $page, limit: $limit, query: $query) {\n      totalCount\n      items {\n        userId\n        name\n        mobile\n        userType\n        planName\n        endDay\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Reports {\n    reports {\n      today\n      newUsersPerDay {\n        day\n        users\n      }\n      usersByType {\n        label\n        users\n      }\n      usersByDistrict {\n        label\n        users\n      }\n      activePlans {\n        planId\n        planName\n        planType\n        users\n      }\n      revenueByMonth {\n        month\n        amount\n        assignments\n      }\n    }\n  }\n"): (typeof documents)["\n  query Reports {\n    reports {\n      today\n      newUsersPerDay {\n        day\n        users\n      }\n      usersByType {\n        label\n        users\n      }\n      usersByDistrict {\n        label\n        users\n      }\n      activePlans {\n        planId\n        planName\n        planType\n        users\n      }\n      revenueByMonth {\n        month\n        amount\n        assignments\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndOtherSessions {\n    endOtherSessions {\n      ended\n    }\n  }\n"): (typeof documents)["\n  mutation EndOtherSessions {\n    endOtherSessions {\n      ended\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      ended\n    }\n  }\n"): (typeof documents)["\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      ended\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndStaffSessions($staffId: ID!) {\n    endStaffSessions(staffId: $staffId) {\n      ended\n    }\n  }\n"): (typeof documents)["\n  mutation EndStaffSessions($staffId: ID!) {\n    endStaffSessions(staffId: $staffId) {\n      ended\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions($limit: Int!) {\n    mySessions(limit: $limit) {\n      totalCount\n      items {\n        ...StaffSessionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MySessions($limit: Int!) {\n    mySessions(limit: $limit) {\n      totalCount\n      items {\n        ...StaffSessionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffSessionFields on StaffSession {\n    id\n    client\n    ip\n    createdAt\n    lastSeenAt\n    current\n  }\n"): (typeof documents)["\n  fragment StaffSessionFields on StaffSession {\n    id\n    client\n    ip\n    createdAt\n    lastSeenAt\n    current\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffSessions($staffId: ID!, $limit: Int!) {\n    staffSessions(staffId: $staffId, limit: $limit) {\n      totalCount\n      items {\n        ...StaffSessionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffSessions($staffId: ID!, $limit: Int!) {\n    staffSessions(staffId: $staffId, limit: $limit) {\n      totalCount\n      items {\n        ...StaffSessionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($search: String) {\n    adminUsers(search: $search) {\n      ...AdminUserFields\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($search: String) {\n    adminUsers(search: $search) {\n      ...AdminUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Categories($status: Boolean) {\n    categories(status: $status) {\n      ...CategoryFields\n    }\n  }\n"): (typeof documents)["\n  query Categories($status: Boolean) {\n    categories(status: $status) {\n      ...CategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Category($id: ID!) {\n    category(id: $id) {\n      ...CategoryFields\n    }\n  }\n"): (typeof documents)["\n  query Category($id: ID!) {\n    category(id: $id) {\n      ...CategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FestivalPresets {\n    festivalPresets {\n      key\n      name\n      note\n      rule {\n        ...DateRuleFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query FestivalPresets {\n    festivalPresets {\n      key\n      name\n      note\n      rule {\n        ...DateRuleFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FestivalRuleDates($rule: FestivalDateRuleInput!, $fromYear: Int) {\n    festivalRuleDates(rule: $rule, fromYear: $fromYear, years: 4) {\n      year\n      dates\n    }\n  }\n"): (typeof documents)["\n  query FestivalRuleDates($rule: FestivalDateRuleInput!, $fromYear: Int) {\n    festivalRuleDates(rule: $rule, fromYear: $fromYear, years: 4) {\n      year\n      dates\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FestivalDates($from: String!, $to: String!) {\n    festivalDates(from: $from, to: $to) {\n      date\n      festivalId\n      festivalName\n      isFixedDate\n      dateRule {\n        ...DateRuleFields\n      }\n      posts\n    }\n  }\n"): (typeof documents)["\n  query FestivalDates($from: String!, $to: String!) {\n    festivalDates(from: $from, to: $to) {\n      date\n      festivalId\n      festivalName\n      isFixedDate\n      dateRule {\n        ...DateRuleFields\n      }\n      posts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($limit: Int!) {\n    notifications(limit: $limit) {\n      id\n      title\n      body\n      subjectType\n      state\n      sentByName\n      createdAt\n      deliveredAt\n      error\n    }\n  }\n"): (typeof documents)["\n  query Notifications($limit: Int!) {\n    notifications(limit: $limit) {\n      id\n      title\n      body\n      subjectType\n      state\n      sentByName\n      createdAt\n      deliveredAt\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessProfile($userId: ID!) {\n    businessProfile(userId: $userId) {\n      id\n      businessLogo {\n        ...ImageFields\n      }\n      businessFrame {\n        ...ImageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query BusinessProfile($userId: ID!) {\n    businessProfile(userId: $userId) {\n      id\n      businessLogo {\n        ...ImageFields\n      }\n      businessFrame {\n        ...ImageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanchayatProfile($userId: ID!) {\n    panchayatProfile(userId: $userId) {\n      userId\n      panchayatLogo {\n        ...ImageFields\n      }\n      personImage {\n        ...ImageFields\n      }\n      panchayatFrame {\n        ...ImageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PanchayatProfile($userId: ID!) {\n    panchayatProfile(userId: $userId) {\n      userId\n      panchayatLogo {\n        ...ImageFields\n      }\n      personImage {\n        ...ImageFields\n      }\n      panchayatFrame {\n        ...ImageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ElectionProfile($userId: ID!) {\n    electionProfile(userId: $userId) {\n      userId\n      candidateSymbol {\n        ...ImageFields\n      }\n      candidateImage {\n        ...ImageFields\n      }\n      candidateFrame {\n        ...ImageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ElectionProfile($userId: ID!) {\n    electionProfile(userId: $userId) {\n      userId\n      candidateSymbol {\n        ...ImageFields\n      }\n      candidateImage {\n        ...ImageFields\n      }\n      candidateFrame {\n        ...ImageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBusinessProfile($userId: ID!, $businessLogo: Upload, $businessFrame: [Upload!]) {\n    saveBusinessProfile(userId: $userId, businessLogo: $businessLogo, businessFrame: $businessFrame) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SaveBusinessProfile($userId: ID!, $businessLogo: Upload, $businessFrame: [Upload!]) {\n    saveBusinessProfile(userId: $userId, businessLogo: $businessLogo, businessFrame: $businessFrame) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePanchayatProfile($userId: ID!, $panchayatLogo: Upload, $personImage: Upload, $panchayatFrame: [Upload!]) {\n    savePanchayatProfile(userId: $userId, panchayatLogo: $panchayatLogo, personImage: $personImage, panchayatFrame: $panchayatFrame) {\n      userId\n    }\n  }\n"): (typeof documents)["\n  mutation SavePanchayatProfile($userId: ID!, $panchayatLogo: Upload, $personImage: Upload, $panchayatFrame: [Upload!]) {\n    savePanchayatProfile(userId: $userId, panchayatLogo: $panchayatLogo, personImage: $personImage, panchayatFrame: $panchayatFrame) {\n      userId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveElectionProfile($userId: ID!, $candidateSymbol: Upload, $candidateImage: Upload, $candidateFrame: [Upload!]) {\n    saveElectionProfile(userId: $userId, candidateSymbol: $candidateSymbol, candidateImage: $candidateImage, candidateFrame: $candidateFrame) {\n      userId\n    }\n  }\n"): (typeof documents)["\n  mutation SaveElectionProfile($userId: ID!, $candidateSymbol: Upload, $candidateImage: Upload, $candidateFrame: [Upload!]) {\n    saveElectionProfile(userId: $userId, candidateSymbol: $candidateSymbol, candidateImage: $candidateImage, candidateFrame: $candidateFrame) {\n      userId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreTrashEntry($id: ID!) {\n    restoreTrashEntry(id: $id) {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreTrashEntry($id: ID!) {\n    restoreTrashEntry(id: $id) {\n      id\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScheduledNotifications(\n    $page: Int!\n    $limit: Int!\n    $query: String\n    $status: ScheduledNotificationStatus\n    $automatic: Boolean\n    $withinDays: Int\n  ) {\n    scheduledNotifications(page: $page, limit: $limit, query: $query, status: $status, automatic: $automatic, withinDays: $withinDays) {\n      totalCount\n      items {\n        id\n        subjectType\n        subjectId\n        title\n        sendAt\n        status\n        reason\n        automatic\n        scheduledByName\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ScheduledNotifications(\n    $page: Int!\n    $limit: Int!\n    $query: String\n    $status: ScheduledNotificationStatus\n    $automatic: Boolean\n    $withinDays: Int\n  ) {\n    scheduledNotifications(page: $page, limit: $limit, query: $query, status: $status, automatic: $automatic, withinDays: $withinDays) {\n      totalCount\n      items {\n        id\n        subjectType\n        subjectId\n        title\n        sendAt\n        status\n        reason\n        automatic\n        scheduledByName\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleNotification($input: ScheduleNotificationInput!) {\n    scheduleNotification(input: $input) {\n      id\n      sendAt\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleNotification($input: ScheduleNotificationInput!) {\n    scheduleNotification(input: $input) {\n      id\n      sendAt\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionPlans($status: Boolean, $type: UserType) {\n    subscriptionPlans(status: $status, type: $type) {\n      ...SubscriptionPlanFields\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionPlans($status: Boolean, $type: UserType) {\n    subscriptionPlans(status: $status, type: $type) {\n      ...SubscriptionPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrashRetentionDays {\n    trashRetentionDays\n  }\n"): (typeof documents)["\n  query TrashRetentionDays {\n    trashRetentionDays\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditChanges($eventId: String!) {\n    auditChanges(eventId: $eventId) {\n      id\n      entityKind\n      entityId\n      entityName\n      operation\n      fields {\n        field\n        label\n        beforeText\n        afterText\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditChanges($eventId: String!) {\n    auditChanges(eventId: $eventId) {\n      id\n      entityKind\n      entityId\n      entityName\n      operation\n      fields {\n        field\n        label\n        beforeText\n        afterText\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditEvents(\n    $page: Int\n    $limit: Int\n    $staffId: ID\n    $entityKind: String\n    $entityId: String\n    $name: String\n    $action: AuditAction\n    $from: String\n    $to: String\n  ) {\n    auditEvents(\n      page: $page\n      limit: $limit\n      staffId: $staffId\n      entityKind: $entityKind\n      entityId: $entityId\n      name: $name\n      action: $action\n      from: $from\n      to: $to\n    ) {\n      totalCount\n      items {\n        id\n        occurredAt\n        action\n        entityKind\n        entityId\n        entityName\n        summary\n        staffId\n        staffName\n        staffRole\n        requestId\n        clientIp\n        changeCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditEvents(\n    $page: Int\n    $limit: Int\n    $staffId: ID\n    $entityKind: String\n    $entityId: String\n    $name: String\n    $action: AuditAction\n    $from: String\n    $to: String\n  ) {\n    auditEvents(\n      page: $page\n      limit: $limit\n      staffId: $staffId\n      entityKind: $entityKind\n      entityId: $entityId\n      name: $name\n      action: $action\n      from: $from\n      to: $to\n    ) {\n      totalCount\n      items {\n        id\n        occurredAt\n        action\n        entityKind\n        entityId\n        entityName\n        summary\n        staffId\n        staffName\n        staffRole\n        requestId\n        clientIp\n        changeCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteImage($id: ID!) {\n    deleteImage(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteImage($id: ID!) {\n    deleteImage(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImageFields on Image {\n    id\n    path\n    thumbnailPath\n    width\n    height\n    originalName\n    position\n  }\n"): (typeof documents)["\n  fragment ImageFields on Image {\n    id\n    path\n    thumbnailPath\n    width\n    height\n    originalName\n    position\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderImages($ids: [ID!]!) {\n    reorderImages(ids: $ids) {\n      id\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderImages($ids: [ID!]!) {\n    reorderImages(ids: $ids) {\n      id\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSlider($input: CreateSliderInput!, $sliderImage: Upload!) {\n    createSlider(input: $input, sliderImage: $sliderImage) {\n      ...SliderFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSlider($input: CreateSliderInput!, $sliderImage: Upload!) {\n    createSlider(input: $input, sliderImage: $sliderImage) {\n      ...SliderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSlider($id: ID!) {\n    deleteSlider(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSlider($id: ID!) {\n    deleteSlider(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SliderFields on Slider {\n    id\n    sliderName\n    sliderLink\n    status\n    createdAt\n    image {\n      ...ImageFields\n    }\n  }\n"): (typeof documents)["\n  fragment SliderFields on Slider {\n    id\n    sliderName\n    sliderLink\n    status\n    createdAt\n    image {\n      ...ImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Sliders {\n    sliders {\n      ...SliderFields\n    }\n  }\n"): (typeof documents)["\n  query Sliders {\n    sliders {\n      ...SliderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSlider($input: UpdateSliderInput!, $sliderImage: Upload) {\n    updateSlider(input: $input, sliderImage: $sliderImage) {\n      ...SliderFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSlider($input: UpdateSliderInput!, $sliderImage: Upload) {\n    updateSlider(input: $input, sliderImage: $sliderImage) {\n      ...SliderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSubcategoryImages($id: ID!, $categoryId: ID, $images: [Upload!]!) {\n    addSubcategoryImages(id: $id, categoryId: $categoryId, images: $images) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddSubcategoryImages($id: ID!, $categoryId: ID, $images: [Upload!]!) {\n    addSubcategoryImages(id: $id, categoryId: $categoryId, images: $images) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSubcategory($input: CreateSubcategoryInput!) {\n    createSubcategory(input: $input) {\n      ...SubcategoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSubcategory($input: CreateSubcategoryInput!) {\n    createSubcategory(input: $input) {\n      ...SubcategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSubcategory($id: ID!) {\n    deleteSubcategory(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSubcategory($id: ID!) {\n    deleteSubcategory(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotifySubcategory($id: ID!) {\n    notifySubcategory(id: $id) {\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation NotifySubcategory($id: ID!) {\n    notifySubcategory(id: $id) {\n      id\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Subcategories($id: ID!) {\n    subcategories(id: $id) {\n      ...SubcategoryFields\n    }\n  }\n"): (typeof documents)["\n  query Subcategories($id: ID!) {\n    subcategories(id: $id) {\n      ...SubcategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubcategoryFields on Subcategory {\n    id\n    categoryId\n    subcategoryName\n    priority\n    status\n    images {\n      ...ImageFields\n    }\n  }\n"): (typeof documents)["\n  fragment SubcategoryFields on Subcategory {\n    id\n    categoryId\n    subcategoryName\n    priority\n    status\n    images {\n      ...ImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubcategoryImages($id: ID!) {\n    subcategoryImages(id: $id) {\n      ...ImageFields\n    }\n  }\n"): (typeof documents)["\n  query SubcategoryImages($id: ID!) {\n    subcategoryImages(id: $id) {\n      ...ImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSubcategory($input: UpdateSubcategoryInput!) {\n    updateSubcategory(input: $input) {\n      ...SubcategoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSubcategory($input: UpdateSubcategoryInput!) {\n    updateSubcategory(input: $input) {\n      ...SubcategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignSubscription($input: AssignSubscriptionInput!) {\n    assignSubscription(input: $input) {\n      ...AppUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AssignSubscription($input: AssignSubscriptionInput!) {\n    assignSubscription(input: $input) {\n      ...AppUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSubscription($userId: ID!) {\n    deleteSubscription(userId: $userId) {\n      ...AppUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSubscription($userId: ID!) {\n    deleteSubscription(userId: $userId) {\n      ...AppUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscribedUsers(\n    $page: Int!\n    $limit: Int!\n    $query: String\n    $state: SubscriptionState!\n    $after: ID\n    $sortBy: AppUserSortColumn\n    $sortDirection: SortDirection\n  ) {\n    subscribedUsers(page: $page, limit: $limit, query: $query, state: $state, after: $after, sortBy: $sortBy, sortDirection: $sortDirection) {\n      totalCount\n      countCapped\n      items {\n        ...AppUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query SubscribedUsers(\n    $page: Int!\n    $limit: Int!\n    $query: String\n    $state: SubscriptionState!\n    $after: ID\n    $sortBy: AppUserSortColumn\n    $sortDirection: SortDirection\n  ) {\n    subscribedUsers(page: $page, limit: $limit, query: $query, state: $state, after: $after, sortBy: $sortBy, sortDirection: $sortDirection) {\n      totalCount\n      countCapped\n      items {\n        ...AppUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSubscriptionPlan($input: CreateSubscriptionPlanInput!) {\n    createSubscriptionPlan(input: $input) {\n      ...SubscriptionPlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSubscriptionPlan($input: CreateSubscriptionPlanInput!) {\n    createSubscriptionPlan(input: $input) {\n      ...SubscriptionPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSubscriptionPlan($id: ID!) {\n    deleteSubscriptionPlan(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSubscriptionPlan($id: ID!) {\n    deleteSubscriptionPlan(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionPlanFields on SubscriptionPlan {\n    id\n    subscriptionName\n    subscriptionAmount\n    subscriptionDuration\n    subscriptionType\n    status\n    holderCount\n  }\n"): (typeof documents)["\n  fragment SubscriptionPlanFields on SubscriptionPlan {\n    id\n    subscriptionName\n    subscriptionAmount\n    subscriptionDuration\n    subscriptionType\n    status\n    holderCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSubscriptionPlan($input: UpdateSubscriptionPlanInput!) {\n    updateSubscriptionPlan(input: $input) {\n      ...SubscriptionPlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSubscriptionPlan($input: UpdateSubscriptionPlanInput!) {\n    updateSubscriptionPlan(input: $input) {\n      ...SubscriptionPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SuvicharFields on Suvichar {\n    id\n    text\n    author\n    day\n    status\n    image {\n      ...ImageFields\n    }\n  }\n"): (typeof documents)["\n  fragment SuvicharFields on Suvichar {\n    id\n    text\n    author\n    day\n    status\n    image {\n      ...ImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Suvichars($page: Int, $limit: Int, $query: String) {\n    suvichars(page: $page, limit: $limit, query: $query) {\n      items {\n        ...SuvicharFields\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query Suvichars($page: Int, $limit: Int, $query: String) {\n    suvichars(page: $page, limit: $limit, query: $query) {\n      items {\n        ...SuvicharFields\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSuvichar($input: CreateSuvicharInput!, $suvicharImage: Upload) {\n    createSuvichar(input: $input, suvicharImage: $suvicharImage) {\n      ...SuvicharFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSuvichar($input: CreateSuvicharInput!, $suvicharImage: Upload) {\n    createSuvichar(input: $input, suvicharImage: $suvicharImage) {\n      ...SuvicharFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSuvichar($input: UpdateSuvicharInput!, $suvicharImage: Upload) {\n    updateSuvichar(input: $input, suvicharImage: $suvicharImage) {\n      ...SuvicharFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSuvichar($input: UpdateSuvicharInput!, $suvicharImage: Upload) {\n    updateSuvichar(input: $input, suvicharImage: $suvicharImage) {\n      ...SuvicharFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSuvichar($id: ID!) {\n    deleteSuvichar(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSuvichar($id: ID!) {\n    deleteSuvichar(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateThemeSample($input: CreateThemeSampleInput!, $themeSampleImage: Upload!) {\n    createThemeSample(input: $input, themeSampleImage: $themeSampleImage) {\n      ...ThemeSampleFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateThemeSample($input: CreateThemeSampleInput!, $themeSampleImage: Upload!) {\n    createThemeSample(input: $input, themeSampleImage: $themeSampleImage) {\n      ...ThemeSampleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteThemeSample($id: ID!) {\n    deleteThemeSample(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteThemeSample($id: ID!) {\n    deleteThemeSample(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ThemeSampleFields on ThemeSample {\n    id\n    status\n    createdAt\n    image {\n      ...ImageFields\n    }\n  }\n"): (typeof documents)["\n  fragment ThemeSampleFields on ThemeSample {\n    id\n    status\n    createdAt\n    image {\n      ...ImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThemeSamples {\n    themeSamples {\n      ...ThemeSampleFields\n    }\n  }\n"): (typeof documents)["\n  query ThemeSamples {\n    themeSamples {\n      ...ThemeSampleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateThemeSample($input: UpdateThemeSampleInput!, $themeSampleImage: Upload) {\n    updateThemeSample(input: $input, themeSampleImage: $themeSampleImage) {\n      ...ThemeSampleFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateThemeSample($input: UpdateThemeSampleInput!, $themeSampleImage: Upload) {\n    updateThemeSample(input: $input, themeSampleImage: $themeSampleImage) {\n      ...ThemeSampleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTrashEntryForever($id: ID!) {\n    deleteTrashEntryForever(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTrashEntryForever($id: ID!) {\n    deleteTrashEntryForever(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrashEntries($page: Int!, $limit: Int!, $query: String, $kind: TrashKind) {\n    trashEntries(page: $page, limit: $limit, query: $query, kind: $kind) {\n      totalCount\n      items {\n        id\n        kind\n        label\n        summary\n        thumbnailPath\n        deletedByName\n        deletedAt\n        purgeAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrashEntries($page: Int!, $limit: Int!, $query: String, $kind: TrashKind) {\n    trashEntries(page: $page, limit: $limit, query: $query, kind: $kind) {\n      totalCount\n      items {\n        id\n        kind\n        label\n        summary\n        thumbnailPath\n        deletedByName\n        deletedAt\n        purgeAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BeginTwoFactorSetup {\n    beginTwoFactorSetup {\n      secret\n      qrCode\n    }\n  }\n"): (typeof documents)["\n  mutation BeginTwoFactorSetup {\n    beginTwoFactorSetup {\n      secret\n      qrCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTwoFactorSetup($input: TwoFactorCodeInput!) {\n    confirmTwoFactorSetup(input: $input) {\n      codes\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmTwoFactorSetup($input: TwoFactorCodeInput!) {\n    confirmTwoFactorSetup(input: $input) {\n      codes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTwoFactor($input: TwoFactorCodeInput!) {\n    disableTwoFactor(input: $input) {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n"): (typeof documents)["\n  mutation DisableTwoFactor($input: TwoFactorCodeInput!) {\n    disableTwoFactor(input: $input) {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateRecoveryCodes($input: TwoFactorCodeInput!) {\n    regenerateRecoveryCodes(input: $input) {\n      codes\n    }\n  }\n"): (typeof documents)["\n  mutation RegenerateRecoveryCodes($input: TwoFactorCodeInput!) {\n    regenerateRecoveryCodes(input: $input) {\n      codes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTwoFactorEnrolment($input: TwoFactorChallengeInput!) {\n    startTwoFactorEnrolment(input: $input) {\n      secret\n      qrCode\n    }\n  }\n"): (typeof documents)["\n  mutation StartTwoFactorEnrolment($input: TwoFactorChallengeInput!) {\n    startTwoFactorEnrolment(input: $input) {\n      secret\n      qrCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n"): (typeof documents)["\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyTwoFactor($input: VerifyTwoFactorInput!) {\n    verifyTwoFactor(input: $input) {\n      token\n      recoveryCodes\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyTwoFactor($input: VerifyTwoFactorInput!) {\n    verifyTwoFactor(input: $input) {\n      token\n      recoveryCodes\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;